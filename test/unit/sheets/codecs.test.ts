// main/sheets/codecs.ts decodes UTF-8 and UTF-16LE with Node's StringDecoder instead of
// iconv-lite (issue 44: iconv-lite's tables stay unloaded for such files). The text must be
// iconv-lite's to the character, a byte-order mark left out, whatever the bytes (invalid
// sequences included) and wherever the file's chunks are cut.
import fc from 'fast-check';
import iconv from 'iconv-lite';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { decodeBytes, decodeStream, type CsvEncoding } from '../../../main/sheets/codecs.js';

const ICONV: Record<CsvEncoding, string> = {
  utf8: 'utf8',
  utf16le: 'utf16le',
  utf16be: 'utf16be',
  'windows-1252': 'windows1252',
};
const ENCODINGS = Object.keys(ICONV) as CsvEncoding[];

async function streamed(chunks: Uint8Array[], encoding: CsvEncoding): Promise<string> {
  let text = '';
  for await (const s of Readable.from(chunks.map((c) => Buffer.from(c))).pipe(decodeStream(encoding)))
    text += String(s);
  return text;
}

function iconvStreamed(chunks: Uint8Array[], encoding: CsvEncoding): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    Readable.from(chunks.map((c) => Buffer.from(c)))
      .pipe(iconv.decodeStream(ICONV[encoding], { stripBOM: true }))
      .on('data', (s: string) => (text += s))
      .on('end', () => resolve(text))
      .on('error', reject);
  });
}

/** Bytes that are mostly text, with a byte-order mark sometimes, and stray bytes sometimes. */
const bytes = fc
  .tuple(fc.boolean(), fc.string({ unit: 'binary', maxLength: 60 }), fc.uint8Array({ maxLength: 8 }), fc.nat(64))
  .map(([bom, text, stray, at]) => {
    const body = Buffer.concat([Buffer.from(text, 'utf8'), Buffer.from(stray)]);
    const cut = Math.min(at, body.length);
    return { bom, body: Buffer.concat([body.subarray(0, cut), Buffer.from(stray), body.subarray(cut)]) };
  });

describe('decoding a CSV without iconv-lite for UTF-8 and UTF-16LE', () => {
  it.each(ENCODINGS)('%s: decodeBytes is iconv-lite decode', (encoding) => {
    fc.assert(
      fc.property(bytes, ({ bom, body }) => {
        const all = bom ? Buffer.concat([iconv.encode('\uFEFF', ICONV[encoding]), body]) : body;
        expect(decodeBytes(all, encoding)).toBe(iconv.decode(all, ICONV[encoding]));
      }),
      { numRuns: 300 },
    );
  });

  it.each(ENCODINGS)('%s: decodeStream is iconv-lite decodeStream, wherever the chunks are cut', async (encoding) => {
    await fc.assert(
      fc.asyncProperty(bytes, fc.array(fc.nat(80), { maxLength: 6 }), async ({ bom, body }, cuts) => {
        const all = bom ? Buffer.concat([iconv.encode('\uFEFF', ICONV[encoding]), body]) : body;
        const at = [...new Set(cuts.map((c) => Math.min(c, all.length)))].sort((a, b) => a - b);
        const chunks = [0, ...at].map((from, i) => all.subarray(from, at[i] ?? all.length)).filter((c) => c.length);
        expect(await streamed(chunks, encoding)).toBe(await iconvStreamed(chunks, encoding));
      }),
      { numRuns: 200 },
    );
  });
});

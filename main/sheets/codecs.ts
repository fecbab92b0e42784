// Bytes to text for a CSV. UTF-8 and UTF-16LE, what nearly every CSV is, are decoded by Node's
// own StringDecoder, which is what iconv-lite itself uses for them (its "internal" codecs), so
// the text is the same to the character; UTF-16BE and Windows-1252 need iconv-lite's tables,
// loaded only when a file is in one of them. iconv-lite loads all of its ~100 encodings on
// first use, half a megabyte of code a UTF-8 import would otherwise compile (issue 44).
import { createRequire } from 'node:module';
import { Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/** The encodings a CSV is read in (detect-encoding.ts tells which). */
export type CsvEncoding = 'utf8' | 'utf16le' | 'utf16be' | 'windows-1252';

type IconvLite = typeof import('iconv-lite');

/** The iconv-lite codec name of each encoding it decodes for us. */
const ICONV_NAME = { utf16be: 'utf16be', 'windows-1252': 'windows1252' } as const;
const NATIVE = { utf8: 'utf8', utf16le: 'utf16le' } as const;

let iconv: IconvLite | undefined;
const iconvLite = (): IconvLite => (iconv ??= createRequire(import.meta.url)('iconv-lite') as IconvLite);

const BOM = '\uFEFF';

/** `bytes` as text, a leading byte-order mark left out (as iconv-lite's decode does). */
export function decodeBytes(bytes: Uint8Array, encoding: CsvEncoding): string {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (encoding === 'utf16be' || encoding === 'windows-1252') return iconvLite().decode(buffer, ICONV_NAME[encoding]);
  const decoder = new StringDecoder(NATIVE[encoding]);
  const text = decoder.write(buffer) + decoder.end();
  return text.startsWith(BOM) ? text.slice(1) : text;
}

/** A stream of the file's text, safe across chunk boundaries, a leading byte-order mark left out. */
export function decodeStream(encoding: CsvEncoding): Transform {
  if (encoding === 'utf16be' || encoding === 'windows-1252')
    return iconvLite().decodeStream(ICONV_NAME[encoding], { stripBOM: true }) as unknown as Transform;
  const decoder = new StringDecoder(NATIVE[encoding]);
  let first = true;
  const text = (s: string): string => {
    if (!first || !s) return s;
    first = false;
    return s.startsWith(BOM) ? s.slice(1) : s;
  };
  return new Transform({
    encoding: 'utf8',
    transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
      done(null, text(decoder.write(chunk)) || undefined);
    },
    flush(done: TransformCallback) {
      done(null, text(decoder.end()) || undefined);
    },
  });
}

// CSV files as people's tools save them: every encoding (UTF-8 with and without BOM, UTF-16
// LE/BE with BOM, Windows-1252), delimiter (, ; tab |) and line ending (CRLF, LF, CR), with
// quoted fields holding delimiters, quotes and line breaks. Each file is imported by the CLI
// and the values are read back from the sandbox.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { describe, expect, it, vi } from 'vitest';
import { attribute, cli, column, readCsv, type Service, serviceForFile, show } from '../../support/index.js';

// Each test runs the CLI as child processes, several at once; give a loaded machine room.
vi.setConfig({ testTimeout: 120_000 });

let svc: Service;
let dir: string;
serviceForFile((s, d) => {
  svc = s;
  dir = d;
});

type Encoding = 'utf8' | 'utf8-bom' | 'utf16le' | 'utf16be' | 'windows-1252';

function encode(text: string, encoding: Encoding): Buffer {
  switch (encoding) {
    case 'utf8':
      return Buffer.from(text, 'utf8');
    case 'utf8-bom':
      return Buffer.from(`\uFEFF${text}`, 'utf8');
    case 'utf16le':
      return Buffer.from(`\uFEFF${text}`, 'utf16le');
    case 'utf16be':
      return Buffer.from(`\uFEFF${text}`, 'utf16le').swap16();
    case 'windows-1252':
      return iconv.encode(text, 'windows-1252');
  }
}

/** A field quoted when it holds the delimiter, a quote or a line break. */
function field(v: string, delimiter: string): string {
  return v.includes(delimiter) || /["\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

interface Case {
  name: string;
  encoding: Encoding;
  delimiter: string;
  eol: string;
  product: number;
  value: string;
}

const CASES: Case[] = [
  {
    name: 'utf8-bom-comma-crlf',
    encoding: 'utf8-bom',
    delimiter: ',',
    eol: '\r\n',
    product: 1,
    value: 'Prix 5 €, “quoted” – ok',
  },
  { name: 'utf16le-tab-lf', encoding: 'utf16le', delimiter: '\t', eol: '\n', product: 2, value: 'Cœur’s – 10 €' },
  {
    name: 'utf16be-semicolon-cr',
    encoding: 'utf16be',
    delimiter: ';',
    eol: '\r',
    product: 3,
    value: 'Straße; Ærø "Nord"',
  },
  {
    name: 'cp1252-semicolon-crlf',
    encoding: 'windows-1252',
    delimiter: ';',
    eol: '\r\n',
    product: 4,
    value: '€ – ’ œ Œ “ï”',
  },
  { name: 'utf8-pipe-lf', encoding: 'utf8', delimiter: '|', eol: '\n', product: 5, value: 'line one\nline two | 7 €' },
  {
    name: 'cp1252-comma-cr',
    encoding: 'windows-1252',
    delimiter: ',',
    eol: '\r',
    product: 6,
    value: 'Crème brûlée – 3 €',
  },
];

describe('CSV encodings, delimiters and line endings', () => {
  it('imports each file correctly into the sandbox, and echoes the decoded text in the result', async () => {
    const home = join(dir, 'home');
    const runs = await Promise.all(
      CASES.map(async (c) => {
        const sku = String(c.product).padStart(7, '0');
        const attr = `Enc${c.product}`;
        // Two rows per file: a plain one (so detection has a sample) and the hard one.
        const rows = [
          ['SKU', 'Attribute', 'Value'],
          [sku, `${attr}a`, 'plain'],
          [sku, attr, c.value],
        ];
        const text = rows.map((r) => r.map((v) => field(v, c.delimiter)).join(c.delimiter)).join(c.eol) + c.eol;
        const file = join(dir, `${c.name}.csv`);
        writeFileSync(file, encode(text, c.encoding));
        const out = join(dir, `${c.name}-result.csv`);
        return {
          c,
          attr,
          out,
          r: await cli(
            ['import', file, '--resource', 'AttributeValues', '--credentials', svc.creds, '--out', out],
            home,
          ),
        };
      }),
    );
    for (const { c, attr, out, r } of runs) {
      expect(r.code, `${c.name}: ${show(r)}`).toBe(0);
      expect(await attribute(svc, attr, 2_000_000 + c.product), c.name).toBe(c.value);
      expect(await attribute(svc, `${attr}a`, 2_000_000 + c.product), c.name).toBe('plain');
      const result = readCsv(out);
      expect(result[0]!.slice(0, 3), c.name).toEqual(['SKU', 'Attribute', 'Value']);
      expect(column(result, 'Value'), c.name).toEqual(['plain', c.value]);
      expect(column(result, 'Result'), c.name).toEqual(['Created', 'Created']);
    }
  });
});

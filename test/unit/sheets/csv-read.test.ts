import { afterAll, describe, expect, it } from 'vitest';
import iconv from 'iconv-lite';
import { openSheet, previewSheet } from '../../../main/sheets/index.js';
import { collect, tempFolder, writeBytes } from '../../support/index.js';

const tmp = tempFolder();
afterAll(() => tmp.cleanup());
let n = 0;
const file = (bytes: Uint8Array | string, ext = 'csv'): string => writeBytes(tmp.file(`f${n++}.${ext}`), bytes);

const TEXT = 'Sku,Name,Qty\r\n00123,Crème brûlée €5 – ’quoted’ œuvre,7\r\nA-2,Ünïcødé 日本,0\r\n';

describe('CSV encodings', () => {
  const expectDecoded = async (path: string, encoding: string): Promise<void> => {
    const src = await openSheet(path);
    expect(src.format).toBe('csv');
    expect(src.encoding).toBe(encoding);
    expect(src.headers).toEqual(['Sku', 'Name', 'Qty']);
    const rows = await collect(src);
    expect(rows[0]).toEqual({ rowNumber: 2, cells: ['00123', 'Crème brûlée €5 – ’quoted’ œuvre', '7'] });
    expect(rows[1]?.cells[1]).toBe('Ünïcødé 日本');
  };

  it('reads UTF-8 without BOM', () => expectDecoded(file(Buffer.from(TEXT, 'utf8')), 'utf8'));
  it('reads UTF-8 with BOM and strips it from the first header', () =>
    expectDecoded(file(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(TEXT, 'utf8')])), 'utf8'));
  it('reads UTF-16 LE with BOM', () => expectDecoded(file(iconv.encode(TEXT, 'utf16le', { addBOM: true })), 'utf16le'));
  it('reads UTF-16 BE with BOM', () => expectDecoded(file(iconv.encode(TEXT, 'utf16be', { addBOM: true })), 'utf16be'));

  it('detects Windows-1252 and decodes € – ’ œ properly (not as Latin-1)', async () => {
    const text = 'Sku;Name\r\n1;€ – ’ œ Š\r\n';
    const src = await openSheet(file(iconv.encode(text, 'windows1252')));
    expect(src.encoding).toBe('windows-1252');
    expect(src.delimiter).toBe(';');
    expect((await collect(src))[0]?.cells).toEqual(['1', '€ – ’ œ Š']);
  });

  it('uses a chosen encoding over detection', async () => {
    // 'Ã©' in UTF-8 is valid, so detection says UTF-8; the user knows it is Windows-1252.
    const bytes = iconv.encode('Name\nÃ©\n', 'windows1252');
    const detected = await openSheet(file(bytes));
    expect((await collect(detected))[0]?.cells).toEqual(['é']);
    const chosen = await openSheet(file(bytes), { encoding: 'windows-1252' });
    expect((await collect(chosen))[0]?.cells).toEqual(['Ã©']);
  });

  it('keeps multi-byte characters intact across stream chunk boundaries', async () => {
    const line = '€日本é😀,ü'; // 3+3+3+2+4 bytes: lands across every 64 KB chunk boundary at some row
    const body = Array.from({ length: 20_000 }, (_, i) => `${i},${line}`).join('\n');
    for (const enc of ['utf8', 'utf16le'] as const) {
      const bytes =
        enc === 'utf8' ? Buffer.from(`Id,A,B\n${body}\n`) : iconv.encode(`Id,A,B\n${body}\n`, enc, { addBOM: true });
      const rows = await collect(await openSheet(file(bytes)));
      expect(rows).toHaveLength(20_000);
      const bad = rows.filter((r) => r.cells[1] !== '€日本é😀' || r.cells[2] !== 'ü');
      expect(bad).toEqual([]);
    }
  });
});

describe('CSV delimiters, quotes and line endings', () => {
  for (const [label, delim] of [
    ['comma', ','],
    ['semicolon', ';'],
    ['tab', '\t'],
    ['pipe', '|'],
  ] as const) {
    it(`detects ${label}`, async () => {
      const csv = [
        ['Sku', 'Price', 'Note'],
        ['A1', '1,5', 'x;y|z'],
        ['A2', '2', 'plain'],
      ]
        .map((r) => r.map((c) => (c.includes(delim) ? `"${c}"` : c)).join(delim))
        .join('\n');
      const src = await openSheet(file(csv));
      expect(src.delimiter).toBe(delim);
      expect(src.headers).toEqual(['Sku', 'Price', 'Note']);
      expect((await collect(src)).map((r) => r.cells)).toEqual([
        ['A1', '1,5', 'x;y|z'],
        ['A2', '2', 'plain'],
      ]);
    });
  }

  it('uses a chosen delimiter', async () => {
    const src = await openSheet(file('a;b,c\n1;2,3\n'), { delimiter: ',' });
    expect(src.headers).toEqual(['a;b', 'c']);
  });

  for (const [label, eol] of [
    ['CRLF', '\r\n'],
    ['LF', '\n'],
    ['CR', '\r'],
  ] as const) {
    it(`reads ${label} line endings with delimiters, quotes and line breaks inside quoted fields`, async () => {
      const csv = [
        'Sku,Description,Qty',
        '"S,1","He said ""hi""",1',
        `S2,"line one${eol}line two",2`,
        'S3,,3',
        '',
      ].join(eol);
      const rows = await collect(await openSheet(file(csv)));
      expect(rows).toEqual([
        { rowNumber: 2, cells: ['S,1', 'He said "hi"', '1'] },
        { rowNumber: 3, cells: ['S2', `line one${eol}line two`, '2'] },
        { rowNumber: 4, cells: ['S3', '', '3'] },
      ]);
    });
  }

  it('keeps cells exactly: leading zeros, spaces, numbers-as-text, no typing', async () => {
    const rows = await collect(await openSheet(file('Id,Value\n007, 1.50 \n1e5,TRUE\n')));
    expect(rows.map((r) => r.cells)).toEqual([
      ['007', ' 1.50 '],
      ['1e5', 'TRUE'],
    ]);
  });
});

describe('CSV rows and header', () => {
  it('yields blank rows in the middle with their numbers, drops trailing blank lines, pads short rows', async () => {
    const rows = await collect(await openSheet(file('A,B,C\n1,2,3\n\n,,\n4\n\n\n')));
    expect(rows).toEqual([
      { rowNumber: 2, cells: ['1', '2', '3'] },
      { rowNumber: 3, cells: ['', '', ''] },
      { rowNumber: 4, cells: ['', '', ''] },
      { rowNumber: 5, cells: ['4', '', ''] },
    ]);
  });

  it('skips title rows above the detected header', async () => {
    const csv = 'Stock report;;;\nExported 2024-05-01;;;\n;;;\nSku;DC;Qty;Note\nA1;5;10;x\nA2;5;11;\n';
    const src = await openSheet(file(csv));
    expect(src.headerRowNumber).toBe(4);
    expect(src.headers).toEqual(['Sku', 'DC', 'Qty', 'Note']);
    expect((await collect(src)).map((r) => r.rowNumber)).toEqual([5, 6]);
  });

  it('honours a chosen header row, and says when it is past the end or empty', async () => {
    const path = file('Title\nA,B\n1,2\n\n3,4\n');
    const src = await openSheet(path, { headerRow: 3 });
    expect(src.headers).toEqual(['1', '2']);
    expect(await collect(src)).toEqual([
      { rowNumber: 4, cells: ['', ''] },
      { rowNumber: 5, cells: ['3', '4'] },
    ]);
    await expect(openSheet(path, { headerRow: 9 })).rejects.toThrow(/Header row 9 is past the last row/);
    await expect(openSheet(path, { headerRow: 4 })).rejects.toThrow(/Header row 4 .* is empty/);
    await expect(openSheet(path, { headerRow: 0 })).rejects.toThrow(/not a row number/);
  });

  it('numbers rows by record, not by line, when quoted cells hold line breaks', async () => {
    const rows = await collect(await openSheet(file('A,B\n"x\ny\nz",1\n2,3\n')));
    expect(rows.map((r) => r.rowNumber)).toEqual([2, 3]);
  });

  it('rows() can be read twice, and close() releases an unread source', async () => {
    const path = file('A\n1\n2\n');
    const src = await openSheet(path);
    expect((await collect(src)).length).toBe(2);
    expect((await collect(src)).length).toBe(2);
    const unread = await openSheet(path);
    await unread.close();
    await unread.close();
  });

  it('previews title rows, header and the first rows', async () => {
    const p = await previewSheet(file('Report\n\nA,B\n1,2\n3,4\n5,6\n'), { rows: 2 });
    expect(p.headerRowNumber).toBe(3);
    expect(p.sheets).toHaveLength(1);
    expect(p.rows.map((r) => r.rowNumber)).toEqual([1, 2, 3, 4, 5]);
    expect(p.rows[2]?.cells).toEqual(['A', 'B']);
  });
});

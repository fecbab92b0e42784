// Broken and hostile files end with a SheetError that names the file and says what to do.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { SheetError, openSheet } from '../../../main/sheets/index.js';
import { collect, columnName, handMadeXlsx, tempFolder, writeBytes } from '../../support/index.js';

const tmp = tempFolder();
afterAll(() => tmp.cleanup());

/** Opens and reads the whole file; resolves to the error it ended with. */
async function failure(path: string): Promise<SheetError> {
  const started = Date.now();
  try {
    await collect(await openSheet(path));
  } catch (err) {
    expect(err).toBeInstanceOf(SheetError);
    const e = err as SheetError;
    expect(e.file).toBe(path);
    expect(e.message).toContain(path.split('/').pop());
    expect(e.hint.length).toBeGreaterThan(10);
    expect(Date.now() - started).toBeLessThan(20_000);
    if (process.env.SHOW_SHEET_ERRORS) console.log(e.message);
    return e;
  }
  throw new Error(`${path} was read without an error`);
}

async function smallWorkbook(path: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Data');
  for (let i = 0; i < 200; i++) ws.addRow([`SKU-${i}`, i, `row ${i} text`]);
  await wb.xlsx.writeFile(path);
  return readFileSync(path);
}

describe('files that are not there or hold nothing', () => {
  it('file not found', async () => {
    expect((await failure(tmp.file('missing.csv'))).message).toMatch(/File not found/);
    expect((await failure(tmp.file('missing.xlsx'))).message).toMatch(/File not found/);
  });
  it('empty files', async () => {
    expect((await failure(writeBytes(tmp.file('empty.csv'), ''))).message).toMatch(/empty/);
    expect((await failure(writeBytes(tmp.file('empty.xlsx'), ''))).message).toMatch(/empty/);
    expect((await failure(writeBytes(tmp.file('blank.csv'), '\n\n,,\n'))).message).toMatch(/no data/);
  });
  it('an old .xls name', async () => {
    expect((await failure(writeBytes(tmp.file('old.xls'), 'x'))).hint).toMatch(/\.xlsx/);
  });
});

describe('hostile CSV', () => {
  it('binary junk named .csv', async () => {
    const junk = Buffer.alloc(20_000);
    for (let i = 0; i < junk.length; i++) junk[i] = (i * 7919) % 256;
    expect((await failure(writeBytes(tmp.file('junk.csv'), junk))).message).toMatch(/not a text file/);
  });
  it('binary junk whose zero bytes fall only at odd offsets, like UTF-16, is still not a text file', async () => {
    // A UTF-16 sample never holds a NUL character; this one does (00 00), so it is binary.
    const junk = Buffer.alloc(20_000);
    for (let i = 0; i < junk.length; i += 2) junk[i] = 0x41 + (i % 26);
    junk[4_000] = 0;
    expect((await failure(writeBytes(tmp.file('wide-junk.csv'), junk))).message).toMatch(/not a text file/);
  });
  it('a workbook renamed to .csv', async () => {
    const bytes = await smallWorkbook(tmp.file('renamed-src.xlsx'));
    expect((await failure(writeBytes(tmp.file('renamed.csv'), bytes))).hint).toMatch(/rename it to \.xlsx/);
  });
  it('a cell of 10 MB, reported with its row', async () => {
    const e = await failure(writeBytes(tmp.file('bigcell.csv'), `A,B\n1,2\n3,"${'x'.repeat(10 * 1024 * 1024)}"\n`));
    expect(e.message).toMatch(/larger than 1 MiB.*row 3/);
  });
  it('an unterminated quote does not swallow the rest of a large file', async () => {
    const e = await failure(writeBytes(tmp.file('quote.csv'), `A,B\n1,"oops\n${'2,3\n'.repeat(400_000)}`));
    expect(e.message).toMatch(/larger than 1 MiB.*row 2/);
    expect(e.hint).toMatch(/closing quote/);
  });
  it('an unterminated quote in a file bigger than the row limit stops while reading', async () => {
    const e = await failure(writeBytes(tmp.file('quote-big.csv'), `A,B\n1,2\n3,"oops\n${'2,3\n'.repeat(6_000_000)}`));
    expect(e.message).toMatch(/row is larger than 16 MiB.*row 3/);
    expect(e.hint).toMatch(/closing quote/);
  });
  it('20,000 columns', async () => {
    const header = Array.from({ length: 20_000 }, (_, i) => `c${i}`).join(',');
    expect((await failure(writeBytes(tmp.file('wide.csv'), `${header}\n1,2\n`))).message).toMatch(
      /more than 16,384 columns.*row 1/,
    );
  });
});

describe('hostile XLSX', () => {
  it('a truncated workbook', async () => {
    const bytes = await smallWorkbook(tmp.file('whole.xlsx'));
    const e = await failure(writeBytes(tmp.file('truncated.xlsx'), bytes.subarray(0, Math.floor(bytes.length * 0.6))));
    expect(e.message).toMatch(/damaged or incomplete/);
  });
  it('a zip bomb declaring gigabytes', async () => {
    const path = writeBytes(
      tmp.file('declared-bomb.xlsx'),
      handMadeXlsx('<row r="1"><c r="A1" t="inlineStr"><is><t>A</t></is></c></row>', [
        { name: 'xl/media/a.bin', data: 'x', declaredSize: 0xfff00000 },
      ]),
    );
    expect((await failure(path)).message).toMatch(/zip bomb/);
  });
  it('a zip bomb by ratio (60 MB of zeros in a few KB)', async () => {
    const path = writeBytes(
      tmp.file('ratio-bomb.xlsx'),
      handMadeXlsx('<row r="1"/>', [{ name: 'xl/media/zeros.bin', data: Buffer.alloc(60 * 1024 * 1024) }]),
    );
    expect(readFileSync(path).length).toBeLessThan(200_000);
    expect((await failure(path)).message).toMatch(/zip bomb/);
  });
  it('a zip bomb lying about its sizes (small declared, 60 MB real)', async () => {
    const path = writeBytes(
      tmp.file('lying-bomb.xlsx'),
      handMadeXlsx('<row r="1"/>', [
        { name: 'xl/media/zeros.bin', data: Buffer.alloc(60 * 1024 * 1024), declaredSize: 100 },
      ]),
    );
    expect((await failure(path)).message).toMatch(/damaged or incomplete/);
  });
  it('a password-protected workbook (an OLE container)', async () => {
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(4096)]);
    expect((await failure(writeBytes(tmp.file('protected.xlsx'), ole))).message).toMatch(/password-protected/);
  });
  it('a zip with encrypted entries', async () => {
    const path = writeBytes(
      tmp.file('zipcrypto.xlsx'),
      handMadeXlsx('', [{ name: 'xl/secret.xml', data: 'x', encrypted: true }]),
    );
    expect((await failure(path)).message).toMatch(/password-protected/);
  });
  it('a text file named .xlsx, and a zip that is no workbook', async () => {
    expect((await failure(writeBytes(tmp.file('text.xlsx'), 'Sku,Qty\nA,1\n'))).hint).toMatch(/rename it to \.csv/);
    const { buildZip } = await import('../../support/index.js');
    expect(
      (await failure(writeBytes(tmp.file('plain.xlsx'), buildZip([{ name: 'readme.txt', data: 'hi' }])))).message,
    ).toMatch(/not an Excel workbook/);
  });
  it('20,000 columns', async () => {
    const cells = Array.from({ length: 20_000 }, (_, i) => `<c r="${columnName(i + 1)}1"><v>${i}</v></c>`).join('');
    expect(
      (await failure(writeBytes(tmp.file('wide.xlsx'), handMadeXlsx(`<row r="1">${cells}</row>`)))).message,
    ).toMatch(/more than 16,384 columns/);
  });
  it('a cell of 10 MB', async () => {
    const big = 'y'.repeat(10 * 1024 * 1024);
    const path = writeBytes(
      tmp.file('bigcell.xlsx'),
      handMadeXlsx(
        `<row r="1"><c r="A1" t="inlineStr"><is><t>A</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>${big}</t></is></c></row>`,
      ),
    );
    expect((await failure(path)).message).toMatch(/larger than 1 MiB.*row 2/);
  });
  it('corrupt compressed data inside an intact zip (exceljs alone would wait forever)', async () => {
    const bytes = Buffer.from(await smallWorkbook(tmp.file('whole2.xlsx')));
    // Garble the sheet's deflated data; the central directory stays intact, so only the stream sees it.
    const name = Buffer.from('xl/worksheets/sheet1.xml');
    const at = bytes.indexOf(name) + name.length + 20;
    for (let i = at; i < at + 300; i++) bytes[i] = (i * 31) % 256;
    const e = await failure(writeBytes(tmp.file('corrupt.xlsx'), bytes));
    expect(e.message).toMatch(/damaged or incomplete/);
  });
  it('malformed sheet XML in a sound zip', async () => {
    const path = writeBytes(
      tmp.file('badxml.xlsx'),
      handMadeXlsx(
        '<row r="1"><c r="A1" t="inlineStr"><is><t>A</t></is></c></row><row r="2"><c r="A2"><v>1</c></row></oops>',
      ),
    );
    expect((await failure(path)).message).toMatch(/could not be read/);
  });
});

// The million-row stock workbook that npm run bench:sheets reads as "shaped like Excel's": the
// XML Excel itself writes (no Excel runs here, and openpyxl writes neither shared strings nor
// a theme as Excel does, so the parts are written directly): shared strings with non-ASCII
// text and `&amp;`, a theme part, r on every row and cell, spans and x14ac:dyDescent on every
// row, s on every cell (a bordered table), t="s" on text, decimals with the 17 significant
// digits Excel stores (2.0109999999999997) under `#,##0.00`, dates as serial numbers under a
// custom numFmt date style, and a styled empty cell closing each row (`<c r="G2" s="1"/>`, as
// Excel keeps a formatted blank). Parts are written to a scratch folder and zipped by
// Info-ZIP at its default level, as Excel's deflate compresses about the same.
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { THEME } from './excel-theme.js';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n';
const HEADERS = ['Sku', 'Name', 'DistributionCenterID', 'Quantity', 'Price', 'Available', 'Note'];
const PRODUCTS = 1000;
const COLS = 'ABCDEFG';
// Names as a German shop writes them: umlauts, ß, an en dash and an ampersand (`&amp;` in the XML).
const NAMES = ['Küchenmesser &amp; Block', 'Größe M – Jacke', 'Crème brûlée Förmchen', 'Straßenschuh'];

const PARTS: Record<string, string> = {
  '[Content_Types].xml':
    `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
    '<Override PartName="/xl/theme/theme1.xml" ContentType="application/vnd.openxmlformats-officedocument.theme+xml"/>' +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
    '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
    '</Types>',
  '_rels/.rels': `${HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/_rels/workbook.xml.rels':
    `${HEAD}<Relationships xmlns="${PKG_REL}">` +
    `<Relationship Id="rId3" Type="${REL}/styles" Target="styles.xml"/>` +
    `<Relationship Id="rId2" Type="${REL}/theme" Target="theme/theme1.xml"/>` +
    `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
    `<Relationship Id="rId4" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
  'xl/workbook.xml':
    `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" mc:Ignorable="x15">` +
    '<fileVersion appName="xl" lastEdited="7" lowestEdited="7" rupBuild="27425"/><workbookPr defaultThemeVersion="166925"/>' +
    '<bookViews><workbookView xWindow="-120" yWindow="-120" windowWidth="29040" windowHeight="15840"/></bookViews>' +
    '<sheets><sheet name="Stock" sheetId="1" r:id="rId1"/></sheets><calcPr calcId="191029"/></workbook>',
  'xl/theme/theme1.xml': THEME,
  // cellXfs: 0 default, 1 bordered General, 2 bordered #,##0.00 (built-in 4), 3 bordered date (custom 164).
  'xl/styles.xml':
    `${HEAD}<styleSheet xmlns="${MAIN}" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" mc:Ignorable="x14ac x16r2" xmlns:x14ac="http://schemas.microsoft.com/office/spreadsheetml/2009/9/ac">` +
    '<numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy;@"/></numFmts>' +
    '<fonts count="1" x14ac:knownFonts="1"><font><sz val="11"/><color theme="1"/><name val="Calibri"/><family val="2"/><scheme val="minor"/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="2"><border><left/><right/><top/><bottom/><diagonal/></border><border><left style="thin"><color indexed="64"/></left><right style="thin"><color indexed="64"/></right><top style="thin"><color indexed="64"/></top><bottom style="thin"><color indexed="64"/></bottom><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    '<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
    '<xf numFmtId="0" fontId="0" fillId="0" borderId="1" xfId="0" applyBorder="1"/>' +
    '<xf numFmtId="4" fontId="0" fillId="0" borderId="1" xfId="0" applyNumberFormat="1" applyBorder="1"/>' +
    '<xf numFmtId="164" fontId="0" fillId="0" borderId="1" xfId="0" applyNumberFormat="1" applyBorder="1"/></cellXfs>' +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles><dxfs count="0"/><tableStyles count="0" defaultTableStyle="TableStyleMedium2" defaultPivotStyle="PivotStyleLight16"/></styleSheet>',
};

/** Writes text pieces to a file, waiting when the stream is full. */
async function streamTo(path: string, pieces: (put: (s: string) => Promise<void>) => Promise<void>): Promise<void> {
  mkdirSync(dirname(path), { recursive: true });
  const out = createWriteStream(path);
  let buf = '';
  await pieces(async (s) => {
    buf += s;
    if (buf.length > 1 << 16) {
      if (!out.write(buf)) await once(out, 'drain');
      buf = '';
    }
  });
  out.end(buf);
  await once(out, 'finish');
}

/** Shared strings: the headers, the product names, then each row's SKU. */
function stringIndex(row: number, col: number): number {
  return col === 0 ? HEADERS.length + PRODUCTS + row : HEADERS.length + (row % PRODUCTS);
}

function rowXml(i: number): string {
  const r = i + 2;
  // 2026-01-01 is serial 46023; prices as Excel stores them (17 significant digits).
  const price = (1 + (i % 500) + (i % 100) / 100 + 0.001).toPrecision(17).replace(/\.?0+$/, '');
  const values = [
    `<c r="A${r}" s="1" t="s"><v>${stringIndex(i, 0)}</v></c>`,
    `<c r="B${r}" s="1" t="s"><v>${stringIndex(i, 1)}</v></c>`,
    `<c r="C${r}" s="1"><v>${1 + (i % 5)}</v></c>`,
    `<c r="D${r}" s="1"><v>${i % 1000}</v></c>`,
    `<c r="E${r}" s="2"><v>${price}</v></c>`,
    `<c r="F${r}" s="3"><v>${46023 + (i % 365)}</v></c>`,
    `<c r="G${r}" s="1"/>`,
  ];
  return `<row r="${r}" spans="1:7" x14ac:dyDescent="0.25">${values.join('')}</row>`;
}

/** Writes the workbook of `rows` data rows to `out` (through a scratch folder beside it). */
export async function writeExcelShaped(rows: number, out: string): Promise<void> {
  const work = mkdtempSync(join(dirname(out), 'excel-shaped-'));
  try {
    for (const [name, text] of Object.entries(PARTS)) {
      mkdirSync(dirname(join(work, name)), { recursive: true });
      writeFileSync(join(work, name), text);
    }
    const count = HEADERS.length + 2 * rows;
    await streamTo(join(work, 'xl/sharedStrings.xml'), async (put) => {
      await put(`${HEAD}<sst xmlns="${MAIN}" count="${count}" uniqueCount="${HEADERS.length + PRODUCTS + rows}">`);
      for (const h of HEADERS) await put(`<si><t>${h}</t></si>`);
      for (let p = 0; p < PRODUCTS; p++) await put(`<si><t>${NAMES[p % NAMES.length]} ${p}</t></si>`);
      for (let i = 0; i < rows; i++) await put(`<si><t>SKU-${String(i).padStart(8, '0')}</t></si>`);
      await put('</sst>');
    });
    await streamTo(join(work, 'xl/worksheets/sheet1.xml'), async (put) => {
      await put(
        `${HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" mc:Ignorable="x14ac xr xr2 xr3" xmlns:x14ac="http://schemas.microsoft.com/office/spreadsheetml/2009/9/ac" xmlns:xr="http://schemas.microsoft.com/office/spreadsheetml/2014/revision" xr:uid="{00000000-0001-0000-0000-000000000000}">` +
          `<dimension ref="A1:G${rows + 1}"/><sheetViews><sheetView tabSelected="1" workbookViewId="0"/></sheetViews>` +
          '<sheetFormatPr defaultRowHeight="15" x14ac:dyDescent="0.25"/><cols><col min="1" max="1" width="14.7109375" customWidth="1"/></cols><sheetData>',
      );
      const head = HEADERS.map((_, c) => `<c r="${COLS[c]}1" s="1" t="s"><v>${c}</v></c>`).join('');
      await put(`<row r="1" spans="1:7" x14ac:dyDescent="0.25">${head}</row>`);
      for (let i = 0; i < rows; i++) await put(rowXml(i));
      await put(
        '</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>',
      );
    });
    const zipFile = join(work, 'book.xlsx');
    execFileSync('zip', ['-q', '-X', '-r', zipFile, '[Content_Types].xml', '_rels', 'xl'], { cwd: work });
    renameSync(zipFile, out);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

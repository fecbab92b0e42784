// The fixed parts of a written .xlsx (ECMA-376): content types, relationships, the workbook
// with its sheet list, and a style sheet of three cell formats: 0 plain, 1 bold (header
// rows), 2 a date, 3 a date and time.

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

export const STYLE_BOLD = 1;
export const STYLE_DATE = 2;
export const STYLE_DATETIME = 3;

/** Text for XML content and attribute values. */
export function xmlEscape(s: string): string {
  return s.replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'));
}

export function contentTypes(sheets: number): string {
  let s = `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`;
  s += '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>';
  s += '<Default Extension="xml" ContentType="application/xml"/>';
  s +=
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>';
  s +=
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>';
  for (let i = 1; i <= sheets; i++)
    s += `<Override PartName="/xl/worksheets/sheet${i}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`;
  return `${s}</Types>`;
}

export const ROOT_RELS = `${HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

/** The sheet list; a hidden sheet is 'veryHidden' (Excel's Unhide does not list it: not a sheet for the user to keep). */
export function workbook(names: string[], hidden: ReadonlySet<number> = new Set()): string {
  const sheets = names
    .map(
      (n, i) =>
        `<sheet name="${xmlEscape(n)}" sheetId="${i + 1}"${hidden.has(i) ? ' state="veryHidden"' : ''} r:id="rId${i + 1}"/>`,
    )
    .join('');
  return `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><bookViews><workbookView/></bookViews><sheets>${sheets}</sheets></workbook>`;
}

export function workbookRels(sheets: number): string {
  let s = `${HEAD}<Relationships xmlns="${PKG_REL}">`;
  for (let i = 1; i <= sheets; i++)
    s += `<Relationship Id="rId${i}" Type="${REL}/worksheet" Target="worksheets/sheet${i}.xml"/>`;
  return `${s}<Relationship Id="rId${sheets + 1}" Type="${REL}/styles" Target="styles.xml"/></Relationships>`;
}

export const STYLES =
  `${HEAD}<styleSheet xmlns="${MAIN}">` +
  '<numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd hh:mm:ss"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

/** A worksheet's XML up to its first row: the header row frozen. */
export const SHEET_START =
  `${HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}">` +
  '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
  '<sheetFormatPr defaultRowHeight="15"/><sheetData>';
export const SHEET_END = '</sheetData></worksheet>';

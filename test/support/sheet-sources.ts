// Builders for the files the sheet readers' tests read: every such file is made on the fly.
import { writeFileSync } from 'node:fs';
import type { SheetSource, SourceRow } from '../../main/sheets/index.js';
import { buildZip, type ZipPart } from '../fixtures/xlsx/build.js';

export { buildZip, type ZipPart } from '../fixtures/xlsx/build.js';

export function writeBytes(path: string, bytes: Uint8Array | string): string {
  writeFileSync(path, bytes);
  return path;
}

/** Every row a sheet source yields, in order. */
export async function collect(source: SheetSource): Promise<SourceRow[]> {
  const rows: SourceRow[] = [];
  for await (const r of source.rows()) rows.push(r);
  return rows;
}

/** The smallest workbook our reader opens: one sheet whose <sheetData> is given as XML. */
export function handMadeXlsx(sheetData: string, extra: ZipPart[] = []): Buffer {
  return buildZip([
    {
      name: '[Content_Types].xml',
      data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    },
    {
      name: 'xl/workbook.xml',
      data: '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>',
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetData}</sheetData></worksheet>`,
    },
    ...extra,
  ]);
}

/** Column letters for a 1-based column number (1 -> A, 27 -> AA). */
export function columnName(n: number): string {
  let s = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
}

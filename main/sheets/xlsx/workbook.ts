// Finds the workbook and its worksheets the way Excel does: _rels/.rels names the main
// document (wherever the writer put it), the workbook's relationships name its sheets,
// styles and shared strings. Sheets come in workbook (tab) order with their names and
// hidden state; chart sheets and dialog sheets hold no cells and are left out. Other file
// kinds that users save by mistake (.xlsb, .ods) are refused with what to do instead.
import type yauzl from 'yauzl';
import { SheetError } from '../errors.js';
import { checkPart, checkSignature, openPackage, readPart, type ZipPackage } from './package.js';
import { relsPartOf, resolveTarget } from './part-names.js';
import type { XmlAttributes } from './xml-scanner.js';
import type { XmlHandler } from './xml-text.js';

/** A worksheet: its tab name, and the zip part that holds it (lower case, as keyed in the package). */
export interface WorkbookSheet {
  name: string;
  part: string;
  hidden: boolean;
}
export interface WorkbookInfo {
  sheets: WorkbookSheet[];
  date1904: boolean;
  sharedStringsPart?: string;
  stylesPart?: string;
}

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/';
const REL_STRICT = 'http://purl.oclc.org/ooxml/officeDocument/relationships/';

/** The last segment of a relationship type, for both the transitional and the strict namespaces. */
function relKind(type: string): string {
  if (type.startsWith(REL)) return type.slice(REL.length);
  if (type.startsWith(REL_STRICT)) return type.slice(REL_STRICT.length);
  return type.slice(type.lastIndexOf('/') + 1);
}

interface Relationship {
  id: string;
  kind: string;
  part: string;
  external: boolean;
}

/** Every Relationship of a .rels part, targets resolved against the source part. */
async function readRels(path: string, pkg: ZipPackage, source: string): Promise<Relationship[]> {
  const entry = pkg.entries.get(relsPartOf(source).toLowerCase());
  if (!entry) return [];
  const rels: Relationship[] = [];
  const handler: XmlHandler = {
    wantText: false,
    open(local: string, a: XmlAttributes) {
      if (local !== 'Relationship') return;
      const id = a.get('Id'),
        target = a.get('Target'),
        type = a.get('Type') ?? '';
      if (id === undefined || target === undefined) return;
      const external = a.get('TargetMode') === 'External';
      rels.push({ id, kind: relKind(type), external, part: external ? target : resolveTarget(source, target) });
    },
    close() {
      /* flat list */
    },
    text() {
      /* none */
    },
  };
  await readPart(path, pkg, entry, handler);
  return rels;
}

interface SheetEntry {
  name: string;
  rid: string;
  hidden: boolean;
}

async function readWorkbookPart(
  path: string,
  pkg: ZipPackage,
  entry: yauzl.Entry,
): Promise<{ sheets: SheetEntry[]; date1904: boolean }> {
  const sheets: SheetEntry[] = [];
  let date1904 = false;
  // How deep the element being opened sits: <workbook> is 1. Only its own <workbookPr> (depth
  // 2) decides the date system: Excel 365 adds <x15:workbookPr chartTrackingRefBase="1"/>
  // inside <extLst>, whose local name is the same and whose missing date1904 is no "0".
  let depth = 0;
  const handler: XmlHandler = {
    wantText: false,
    open(local: string, a: XmlAttributes) {
      depth++;
      if (local === 'sheet' && depth === 3) {
        const name = a.get('name'),
          rid = a.get('id');
        if (name !== undefined && rid !== undefined)
          sheets.push({ name, rid, hidden: (a.get('state') ?? 'visible') !== 'visible' });
      } else if (local === 'workbookPr' && depth === 2) {
        const d = a.get('date1904');
        date1904 = d === '1' || d === 'true';
      }
    },
    close() {
      depth--;
    },
    text() {
      /* none */
    },
  };
  await readPart(path, pkg, entry, handler);
  return { sheets, date1904 };
}

/** Zips that are spreadsheets of another kind, or no workbook at all. */
function refuseOtherKinds(path: string, pkg: ZipPackage): void {
  if (pkg.entries.has('mimetype') && [...pkg.entries.keys()].some((k) => k === 'content.xml')) {
    throw new SheetError({ id: 'errors:sheet.ods' }, path, { id: 'errors:sheet.odsHint' });
  }
  if ([...pkg.entries.keys()].some((k) => k.endsWith('.bin') && /workbook\.bin$/.test(k))) {
    throw new SheetError({ id: 'errors:sheet.xlsb' }, path, { id: 'errors:sheet.saveAsXlsxHint' });
  }
}

/** The main document's part name: through _rels/.rels, else the conventional name. */
async function workbookPartName(path: string, pkg: ZipPackage): Promise<string | undefined> {
  const root = await readRels(path, pkg, '');
  const main = root.find((r) => r.kind === 'officeDocument' && !r.external && pkg.entries.has(r.part));
  if (main) return main.part;
  return pkg.entries.has('xl/workbook.xml') ? 'xl/workbook.xml' : undefined;
}

/** Checks the package and lists its worksheets in workbook order. */
export async function inspectWorkbook(path: string): Promise<WorkbookInfo> {
  await checkSignature(path);
  const pkg = await openPackage(path);
  try {
    refuseOtherKinds(path, pkg);
    const wbPart = await workbookPartName(path, pkg);
    const wbEntry = wbPart === undefined ? undefined : pkg.entries.get(wbPart);
    if (!wbPart || !wbEntry) {
      throw new SheetError({ id: 'errors:sheet.zipNotWorkbook' }, path, { id: 'errors:sheet.saveAsXlsxHint' });
    }
    const rels = await readRels(path, pkg, wbPart);
    const { sheets: listed, date1904 } = await readWorkbookPart(path, pkg, wbEntry);
    const byId = new Map(rels.map((r) => [r.id, r]));
    const sheets: WorkbookSheet[] = [];
    for (const s of listed) {
      const rel = byId.get(s.rid);
      if (rel && rel.kind === 'worksheet' && !rel.external && pkg.entries.has(rel.part))
        sheets.push({ name: s.name, part: rel.part, hidden: s.hidden });
    }
    if (sheets.length === 0)
      throw new SheetError({ id: 'errors:sheet.noWorksheets' }, path, { id: 'errors:sheet.noWorksheetsHint' });
    // Every other part is inflated once (CRC and true size checked): a damaged or lying entry
    // is caught here, before any row is read. Worksheets are checked as they are streamed.
    const sheetParts = new Set(sheets.map((s) => s.part));
    for (const [name, entry] of pkg.entries)
      if (!sheetParts.has(name) && !name.endsWith('/')) await checkPart(path, pkg, entry);
    // Without a relationship for them, the conventional part names beside the workbook.
    const part = (kind: string, usual: string): string | undefined =>
      rels.find((r) => r.kind === kind && !r.external && pkg.entries.has(r.part))?.part ??
      (pkg.entries.has(resolveTarget(wbPart, usual)) ? resolveTarget(wbPart, usual) : undefined);
    const sharedStringsPart = part('sharedStrings', 'sharedStrings.xml');
    const stylesPart = part('styles', 'styles.xml');
    return {
      sheets,
      date1904,
      ...(sharedStringsPart ? { sharedStringsPart } : {}),
      ...(stylesPart ? { stylesPart } : {}),
    };
  } finally {
    pkg.zip.close();
  }
}

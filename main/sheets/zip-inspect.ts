// Looks inside an .xlsx before exceljs streams it: refuses what is not a workbook, an
// encrypted one, a damaged or truncated zip and a zip bomb, and reads the sheet list from
// xl/workbook.xml. Every entry is inflated once here (output discarded, CRC checked, sizes
// enforced by yauzl) because exceljs' unzip layer swallows inflate errors and then waits
// forever; a bomb that lies about its sizes in the central directory is caught the same way.
import { open as openFile } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import yauzl from 'yauzl';
import { LIMITS, SheetError, fileError } from './errors.js';

/** A worksheet: its tab name, and the zip part that holds it ('xl/worksheets/sheet1.xml'). */
export interface WorkbookSheet { name: string; part: string; hidden: boolean }
export interface WorkbookInfo { sheets: WorkbookSheet[]; date1904: boolean; sharedStringsPart?: string; stylesPart?: string }

const XML_LIMIT = 16 * 1024 * 1024;
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];

async function readMagic(path: string): Promise<Buffer> {
  let handle;
  try {
    handle = await openFile(path, 'r');
    const buf = Buffer.alloc(8);
    const { bytesRead } = await handle.read(buf, 0, 8, 0);
    return buf.subarray(0, bytesRead);
  } catch (err) {
    throw fileError(err, path);
  } finally {
    await handle?.close();
  }
}

function decodeXml(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_m, e: string) => {
    const k = e.toLowerCase();
    if (k.startsWith('#x')) return String.fromCodePoint(parseInt(k.slice(2), 16));
    if (k.startsWith('#')) return String.fromCodePoint(parseInt(k.slice(1), 10));
    return ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[k] ?? '';
  });
}

function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`).exec(tag);
  return m ? decodeXml(m[2] ?? m[3] ?? '') : undefined;
}

export function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false },
      (err, zip) => (err || !zip ? reject(err ?? new Error('no zip')) : resolve(zip)));
  });
}

/** Inflates one entry, checking its CRC; returns its text when `keep` (small XML parts only). */
function checkEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, keep: boolean): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    if (keep && entry.uncompressedSize > XML_LIMIT) { reject(new Error(`${entry.fileName} is too large`)); return; }
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) { reject(err ?? new Error('no stream')); return; }
      const chunks: Buffer[] = [];
      let crc = 0;
      stream.on('data', (c: Buffer) => { crc = crc32(c, crc); if (keep) chunks.push(c); });
      stream.on('error', reject);
      stream.on('end', () => {
        if (crc >>> 0 !== entry.crc32 >>> 0) reject(new Error(`${entry.fileName} fails its checksum`));
        else resolve(keep ? Buffer.concat(chunks).toString('utf8') : undefined);
      });
    });
  });
}

/** Every entry checked against the limits and inflated once; maps each part name to its text (kept only for the two XML parts we need). */
async function scanEntries(path: string, zip: yauzl.ZipFile): Promise<Map<string, string>> {
  const wanted = new Set(['xl/workbook.xml', 'xl/_rels/workbook.xml.rels']);
  const parts = new Map<string, string>();
  if (zip.entryCount > LIMITS.maxZipEntries) {
    throw new SheetError(`The workbook has ${zip.entryCount} parts, far more than a real workbook`, path, 'Re-save it from Excel.');
  }
  let unzipped = 0, zipped = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', resolve);
    zip.on('entry', (entry: yauzl.Entry) => {
      unzipped += entry.uncompressedSize; zipped += entry.compressedSize;
      if (entry.isEncrypted()) {
        reject(new SheetError('The workbook is password-protected', path, 'Open it in Excel, remove the password, save, and try again.'));
        return;
      }
      if (unzipped > LIMITS.maxUnzippedBytes || (unzipped > LIMITS.ratioCheckFloorBytes && unzipped / Math.max(zipped, 1) > LIMITS.maxZipRatio)) {
        reject(new SheetError('The workbook unpacks to an unreasonable size (a zip bomb or a damaged file)', path,
          'Open it in Excel and save a copy, or export the sheet as CSV.'));
        return;
      }
      const keep = wanted.has(entry.fileName);
      checkEntry(zip, entry, keep).then((text) => {
        parts.set(entry.fileName, text ?? '');
        zip.readEntry();
      }, reject);
    });
    zip.readEntry();
  });
  return parts;
}

function notAWorkbook(path: string, magic: Buffer): SheetError {
  if (OLE_MAGIC.every((b, i) => magic[i] === b)) {
    return new SheetError('The workbook is password-protected or in the old .xls format', path,
      'Open it in Excel, remove any password, and save it as Excel Workbook (.xlsx).');
  }
  return new SheetError('This is not an Excel .xlsx workbook', path,
    'If it is a CSV file, rename it to .csv; otherwise open it in Excel and save it as .xlsx.');
}

/** Checks the package and lists its worksheets in workbook order (chart sheets left out). */
export async function inspectWorkbook(path: string): Promise<WorkbookInfo> {
  const magic = await readMagic(path);
  if (magic.length === 0) throw new SheetError('The file is empty', path, 'Choose a workbook that has data.');
  if (magic[0] !== 0x50 || magic[1] !== 0x4b) throw notAWorkbook(path, magic);
  let zip: yauzl.ZipFile | undefined;
  let parts: Map<string, string>;
  try {
    zip = await openZip(path);
    parts = await scanEntries(path, zip);
  } catch (err) {
    if (err instanceof SheetError) throw err;
    throw new SheetError('The workbook is damaged or incomplete', path,
      'It may have been cut off while copying or downloading: get a fresh copy, or open it in Excel and save it again.');
  } finally {
    zip?.close();
  }
  const workbook = parts.get('xl/workbook.xml');
  const rels = parts.get('xl/_rels/workbook.xml.rels');
  if (!workbook || !rels) {
    throw new SheetError('This zip file is not an Excel workbook', path, 'Open it in Excel and save it as Excel Workbook (.xlsx).');
  }
  const targets = new Map<string, string>();
  let sharedStringsPart: string | undefined, stylesPart: string | undefined;
  for (const m of rels.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
    const id = attr(m[0], 'Id'), target = attr(m[0], 'Target'), type = attr(m[0], 'Type') ?? '';
    if (!id || !target) continue;
    // Targets are relative to xl/ unless absolute within the package.
    const part = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    targets.set(id, part);
    if (type.endsWith('/sharedStrings')) sharedStringsPart = part;
    if (type.endsWith('/styles')) stylesPart = part;
  }
  const sheets: WorkbookSheet[] = [];
  for (const m of workbook.matchAll(/<(?:\w+:)?sheet\b[^>]*>/g)) {
    const name = attr(m[0], 'name');
    const rid = attr(m[0], 'r:id') ?? attr(m[0], '\\w+:id');
    const part = targets.get(rid ?? '');
    // Chart sheets (xl/chartsheets/) hold no cells: leave them out.
    if (name !== undefined && part && parts.has(part) && /worksheets\//.test(part)) {
      sheets.push({ name, part, hidden: (attr(m[0], 'state') ?? 'visible') !== 'visible' });
    }
  }
  if (sheets.length === 0) throw new SheetError('The workbook has no worksheets', path, 'Add a sheet with a header row and data.');
  const pr = /<(?:\w+:)?workbookPr\b[^>]*>/.exec(workbook)?.[0] ?? '';
  const d1904 = attr(pr, 'date1904');
  // Without a relationship for them, the conventional part names (which exceljs itself assumes).
  sharedStringsPart ??= 'xl/sharedStrings.xml';
  stylesPart ??= 'xl/styles.xml';
  return {
    sheets, date1904: d1904 === '1' || d1904 === 'true',
    ...(sharedStringsPart && parts.has(sharedStringsPart) ? { sharedStringsPart } : {}),
    ...(stylesPart && parts.has(stylesPart) ? { stylesPart } : {}),
  };
}

// Where an import's file keeps its export's baseline (issue 41), looked for once when the job
// is made: in the file itself (an XLSX's baseline sheet, hidden or very hidden: LibreOffice
// keeps it as plain hidden), beside it by name (`<name>.baseline.json`), else by the file's
// content fingerprint: a companion in the same folder that records it (a renamed CSV, or one
// moved with its companion), or the data folder's registry of exports (a CSV saved as XLSX
// elsewhere). A file the registry knows as an export whose baseline is nowhere is "lost": the
// caller refuses it unless told to go on without (--no-baseline).
import { open, readdir } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';
import { companionPath, type Baseline } from './baseline.js';
import { headersPart, sheetFingerprint } from './fingerprint.js';
import { readBaseline, readCompanion, readSheets } from './read-baseline.js';
import { entriesWithHeaders, type RegistryEntry } from './registry.js';

export type FoundBaseline =
  | { kind: 'found'; baseline: Baseline; /** The file the baseline was read from. */ carrier: string }
  | { kind: 'lost'; export: RegistryEntry }
  | { kind: 'none' };

/** Where the sheet's rows are: the sheet and header row the import reads, and its headers. */
export interface SheetPlace {
  sheet?: string | undefined;
  headerRow?: number | undefined;
  headers: string[];
}

// A folder of many exports is looked through by each companion's first bytes only, and not
// without end.
const COMPANIONS_LOOKED_AT = 500;
const HEAD_BYTES = 256;

async function headOf(path: string): Promise<string> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(HEAD_BYTES), 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}

/** The companions in the file's folder whose recorded fingerprint has this header part: path and fingerprint. */
async function folderCompanions(file: string, headers: string): Promise<[string, string][]> {
  const dir = dirname(resolve(file));
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.baseline.json'));
  const found: [string, string][] = [];
  for (const name of names.slice(0, COMPANIONS_LOOKED_AT)) {
    const path = join(dir, name);
    const head = await headOf(path).catch(() => '');
    const fingerprint = /^\{"fingerprint":"([0-9a-f]+\.[0-9a-f]+)"/.exec(head)?.[1];
    if (fingerprint?.startsWith(`${headers}.`)) found.push([path, fingerprint]);
  }
  return found;
}

/** The baseline a registry entry names, if its carrier still holds that export's. */
async function fromRegistry(entry: RegistryEntry): Promise<Baseline | null> {
  const json = extname(entry.carrier).toLowerCase() === '.json';
  const baseline = await (json ? readCompanion(entry.carrier, entry.fingerprint) : readSheets(entry.carrier)).catch(
    () => null, // moved, deleted, damaged: not there
  );
  // The same path may hold a later export by now: the time it was taken tells them apart.
  return baseline && baseline.takenAt === entry.takenAt ? baseline : null;
}

/** The baseline that travels with `file` (see the top of this file). */
export async function findBaseline(file: string, place: SheetPlace): Promise<FoundBaseline> {
  const own = await readBaseline(file).catch(() => null);
  const inside = ['.xlsx', '.xlsm'].includes(extname(file).toLowerCase());
  if (own) return { kind: 'found', baseline: own, carrier: inside ? file : companionPath(file) };
  const headers = headersPart(place.headers);
  const [beside, known] = await Promise.all([folderCompanions(file, headers), entriesWithHeaders(headers)]);
  if (!beside.length && !known.length) return { kind: 'none' }; // no export had these headers: no second read
  const { full, keys } = await sheetFingerprint(file, place);
  if (!keys) return { kind: 'none' }; // no rows: any empty export has these headers
  for (const [path, fingerprint] of beside) {
    if (fingerprint !== full) continue;
    const baseline = await readCompanion(path, full);
    if (baseline) return { kind: 'found', baseline, carrier: path };
  }
  const exports = known.filter((e) => e.fingerprint === full).sort((a, b) => b.takenAt.localeCompare(a.takenAt));
  for (const entry of exports) {
    const baseline = await fromRegistry(entry);
    if (baseline) return { kind: 'found', baseline, carrier: entry.carrier };
  }
  return exports[0] ? { kind: 'lost', export: exports[0] } : { kind: 'none' };
}

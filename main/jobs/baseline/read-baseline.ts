// Finds the baseline an import's file came with: the hidden sheets of an XLSX export, or the
// companion JSON beside a CSV one. No baseline (a file not made by an export, or one whose
// carrier was lost) is null: the import then behaves as it always did.
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import * as z from 'zod';
import { openSheet, xlsxSheetNames } from '../../sheets/index.js';
import {
  BASELINE_FORMAT,
  isBaselineSheet,
  baselineValue,
  cellKey,
  companionPath,
  META_PREFIX,
  type Baseline,
} from './baseline.js';

const companionSchema = z.object({
  fingerprint: z.string().optional(),
  format: z.literal(BASELINE_FORMAT),
  version: z.number(),
  takenAt: z.string(),
  connection: z.string(),
  baseUrl: z.string(),
  resource: z.string(),
  values: z.array(z.tuple([z.string(), z.string(), z.unknown()])),
});

/** A companion JSON's baseline (null: none there, or not one); `fingerprint`: only when it records that one. */
export async function readCompanion(path: string, fingerprint?: string): Promise<Baseline | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return null; // no companion: a CSV without a baseline
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null; // not whole (or not ours): no baseline rather than a wrong one
  }
  const parsed = companionSchema.safeParse(json);
  if (!parsed.success) return null;
  if (fingerprint !== undefined && parsed.data.fingerprint !== fingerprint) return null;
  const { values, format: _f, version: _v, fingerprint: _p, ...info } = parsed.data;
  return { ...info, values: new Map(values.map(([k, c, v]) => [cellKey(k, c), baselineValue(v)])) };
}

/** JSON text as the comparison writes it (an office program may have re-saved the cell). */
function canonical(json: string): string {
  try {
    return baselineValue(JSON.parse(json));
  } catch {
    return baselineValue(json); // not JSON any more: the text as it stands
  }
}

export async function readSheets(path: string): Promise<Baseline | null> {
  const names = (await xlsxSheetNames(path)).filter(isBaselineSheet);
  if (!names.length) return null;
  const baseline: Baseline = { takenAt: '', connection: '', baseUrl: '', resource: '', values: new Map() };
  const facts = new Map<string, string>();
  for (const sheet of names) {
    for await (const row of (await openSheet(path, { sheet, headerRow: 1 })).rows()) {
      const [key = '', column = '', value = ''] = row.cells;
      if (key.startsWith(META_PREFIX)) facts.set(key.slice(META_PREFIX.length), value);
      else if (key) baseline.values.set(cellKey(key, column), canonical(value));
    }
  }
  if (!facts.get('format')?.startsWith(BASELINE_FORMAT)) return null;
  for (const name of ['takenAt', 'connection', 'baseUrl', 'resource'] as const) baseline[name] = facts.get(name) ?? '';
  return baseline;
}

/** The baseline of an exported file, or null when it has none. */
export async function readBaseline(path: string): Promise<Baseline | null> {
  const ext = extname(path).toLowerCase();
  if (ext === '.xlsx' || ext === '.xlsm') return readSheets(path);
  if (ext === '.csv' || ext === '.tsv' || ext === '.txt') return readCompanion(companionPath(path));
  return null;
}

/** The baseline a carrier holds: a companion JSON, or the XLSX export itself. */
export async function readBaselineAt(carrier: string): Promise<Baseline | null> {
  return extname(carrier).toLowerCase() === '.json' ? readCompanion(carrier) : readSheets(carrier);
}

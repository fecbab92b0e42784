// An export's baseline (issue 26): when it was taken, from which connection, and every value
// it wrote, keyed by the row's key and the column's field. When the file comes back, the
// pre-flight compares each cell three ways (baseline, file, service now), so an edit made on
// an old export never overwrites a value that changed on the service since. The carrier is a
// hidden sheet in an XLSX (it survives an office program's save; see README) and a companion
// `<name>.baseline.json` beside a CSV: never a column the user must keep.
import { extname } from 'node:path';

/** Where a baseline was taken: how the connection is named (never a secret) and its address. */
export interface BaselineSource {
  connection: string;
  baseUrl: string;
}

export interface BaselineInfo extends BaselineSource {
  takenAt: string;
  resource: string;
}

export interface Baseline extends BaselineInfo {
  /** cellKey(rowKey, column) -> the exported value as JSON text (null: the cell was exported blank). */
  values: Map<string, string>;
}

export const BASELINE_FORMAT = 'commerce-bulk-baseline';
export const BASELINE_VERSION = 1;
/** The hidden sheet's name; a baseline over a sheet's row limit goes on in `<name> 2`, `<name> 3`, ... */
export const BASELINE_SHEET = 'Commerce Bulk baseline';

/** The hidden baseline sheet (or one of its continuations): never data a user maps. */
export const isBaselineSheet = (name: string): boolean =>
  name === BASELINE_SHEET || name.startsWith(`${BASELINE_SHEET} `);
export const BASELINE_HEADERS = ['Row key', 'Column', 'Value'];
/** Rows of the hidden sheet whose key starts with this carry the baseline's own facts (takenAt, ...). */
export const META_PREFIX = '#';

export function cellKey(rowKey: string, column: string): string {
  return `${rowKey}\u0000${column}`;
}

/** `stock.csv` -> `stock.baseline.json`, beside it. */
export function companionPath(csvPath: string): string {
  const ext = extname(csvPath);
  return `${ext ? csvPath.slice(0, -ext.length) : csvPath}.baseline.json`;
}

/** A value as the pre-flight compares it: the service's JSON, null for none. */
export function baselineValue(value: unknown): string {
  return JSON.stringify(value === undefined ? null : value);
}

// How a JSON value from the service becomes a spreadsheet cell, for every export: numbers
// stay numbers and booleans booleans (so a sheet sorts and sums), text stays text (IDs and
// SKUs keep their leading zeros, binary fields their base64), dates stay the service's ISO
// text (a Date cell would drop the milliseconds and the zone, and Excel's default date
// format hides the time), and an object or array (an expanded navigation) is JSON text.
import type { WritableCell } from '../../sheets/index.js';

/** A JSON value as a typed spreadsheet cell. */
export function typedCell(value: unknown): WritableCell {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The same cell as the text a preview table shows. */
export function cellText(cell: WritableCell): string {
  if (cell === null) return '';
  return cell instanceof Date ? cell.toISOString() : String(cell);
}

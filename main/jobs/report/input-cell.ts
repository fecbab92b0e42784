// A cell of the input written back to a workbook typed as it was: the readers hand over
// text as the user saw it, so a number that reads back as itself ('12', '-3.5') becomes a
// number cell again, while text that only looks numeric stays text: leading zeros
// ('0000001'), a plus sign, more digits than a double holds, a decimal comma.
import { fieldOf } from '../../../shared/resources/index.js';
import type { WritableCell } from '../../sheets/index.js';
import { importTarget } from '../targets.js';

const PLAIN_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;

export function inputCell(text: string): WritableCell {
  if (!PLAIN_NUMBER.test(text) || text.replace(/[-.]/g, '').length > 15) return text;
  const n = Number(text);
  return Number.isFinite(n) && String(n) === text ? n : text;
}

/**
 * The columns whose cells stay text whatever they look like: the ones mapped to a text field
 * (Sku, Name, Value, Code...), so a SKU '1' is not turned into the number Excel would
 * again strip of its zeros.
 */
export function textColumns(resource: string, headers: string[], mapping: unknown): Set<number> {
  const out = new Set<number>();
  const columns = (mapping as { columns?: { column: string; field?: string; unpivot?: unknown }[] } | undefined)
    ?.columns;
  if (!columns) return out;
  const target = importTarget(resource);
  const isText = (field: string | null | undefined): boolean =>
    field === 'Sku' || (field ? fieldOf(target.entity, field)?.type === 'string' : false);
  for (const c of columns) {
    const field = c.field ?? (c.unpivot ? target.valueField : null);
    if (!isText(field)) continue;
    const index = headers.findIndex((h, i) => !out.has(i) && h.trim().toLowerCase() === c.column.trim().toLowerCase());
    if (index >= 0) out.add(index);
  }
  return out;
}

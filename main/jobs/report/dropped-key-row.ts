// Full feed (issue 28): a key the file no longer lists, set to 0, is a row of its own in the
// result workbook, after the file's rows, written in the file's own layout (its key and value
// in the columns the mapping reads them from) so a person sees which product and center it is.
import { engineMessage, engineText, renderShown, type ShownText } from '../../../shared/i18n/index.js';
import type { ReportLine } from '../../journal/index.js';
import { isLookupField } from '../parent-lookup.js';

export const DROPPED_KEY_MESSAGE = engineText('fullFeed.notInFile');

interface MappedColumn {
  column: string;
  field?: string;
  unpivot?: { key: string; value: string };
}

/** The input cells of an added line, by the job's mapping: key fields, SKU and the value where their columns are. */
export function droppedKeyCells(headers: string[], mapping: unknown, line: ReportLine, valueField: string): string[] {
  const fields = line.fields ? (JSON.parse(line.fields) as Record<string, unknown>) : {};
  const columns = (mapping as { columns?: MappedColumn[] } | undefined)?.columns ?? [];
  const text = (v: unknown): string => (v === undefined || v === null ? '' : String(v));
  return headers.map((header) => {
    const c = columns.find((m) => m.column === header);
    if (!c) return '';
    if (c.unpivot) return text(fields[c.unpivot.key]) === c.unpivot.value ? text(fields[valueField]) : '';
    if (isLookupField(c.field)) return text(line.sku);
    return c.field ? text(fields[c.field]) : '';
  });
}

/**
 * The message of an added row: what full feed did, or why it could not (`message`, already
 * said), in English or, with `say`, in the language the workbook is saved in.
 */
export function droppedKeyMessage(message: string, say: (shown: ShownText) => string = renderShown): string {
  return say(message ? engineMessage('fullFeed.notInFileSaid', { message }) : engineMessage('fullFeed.notInFile'));
}

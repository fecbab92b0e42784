// One verdict per sheet row from its journal lines (a wide row has one line per cell). A row
// some of whose cells were written and some failed is 'Partly updated', never 'Failed' (issue
// 32): its message names the written cells and the failed ones, and `Rows:` counts it apart.
// So is one with a cell held back because it changed on the service since the file's export.
import { engineMessage, englishText, rowEnglish } from '../../../shared/i18n/index.js';
import { RESULTS } from '../../journal/index.js';
import type { ReportLine, RowResult } from '../../journal/index.js';
import { isHeldBack } from '../baseline/judge-baseline.js';

/**
 * A row's result in the report: a journal result, or 'Not sent' for a row a stopped run never
 * sent (a resume sends it), as `jobs` counts it too; before issue 32 such rows said Failed.
 */
export type ReportResult = RowResult | 'Not sent';
export const NOT_SENT: ReportResult = 'Not sent';

export interface RowVerdict {
  result: ReportResult;
  status: number | null;
  message: string;
  old: string;
  new: string;
}

/** The order `Rows:` and the Summary sheet count verdicts in: a partial success beside the others. */
export const VERDICT_ORDER: readonly RowResult[] = [
  'Created',
  'Updated',
  'Partly updated',
  ...RESULTS.filter((r) => r !== 'Created' && r !== 'Updated' && r !== 'Partly updated'),
];

const label = (l: ReportLine): string => (l.value_column ? `${l.value_column}: ` : '');

/** 'Written: DC 1 (Updated). Failed: DC 2: <why>', then the other cells' messages. */
function partlyMessage(lines: ReportLine[], results: ReportResult[], messages: string[]): string {
  const name = (l: ReportLine): string => l.value_column ?? `part ${l.part}`;
  const written: string[] = [];
  const failed: string[] = [];
  const other: string[] = [];
  lines.forEach((l, i) => {
    const r = results[i]!;
    if (r === 'Created' || r === 'Updated' || r === 'Deleted') written.push(`${name(l)} (${r})`);
    else if (r === 'Failed') failed.push(`${name(l)}: ${messages[i] || 'not written'}`);
    else if (messages[i]) other.push(`${label(l)}${messages[i]}`);
  });
  return [`Written: ${written.join(', ')}`, ...(failed.length ? [`Failed: ${failed.join('; ')}`] : []), ...other].join(
    '. ',
  );
}

/**
 * One HTTP status rule for the result (issue 42): a written row shows the status of its
 * outcome, 201 Created and 204 Updated or Deleted, whenever the service answered it. The wire
 * alone contradicted the result: an upsert's POST answers 201 even where it updated (the
 * pre-flight knew the value existed), and a grouped write answers 204 for values it created.
 * Any other row shows the service's own answer (a Failed row's error status), or none.
 */
export function shownStatus(result: ReportResult, wire: number | null): number | null {
  if (wire === null) return null; // nothing answered (a dry run, a row never sent): no status to show
  if (result === 'Created') return 201;
  if (result === 'Updated' || result === 'Deleted') return 204;
  return wire;
}

/** In a dry run, rows that would be sent show what would happen to them. */
export function lineResult(line: ReportLine, dryRun: boolean, operation: string): ReportResult {
  if (line.result) return line.result;
  if (!dryRun) return NOT_SENT; // a line left pending or sent: the run did not finish
  if (operation === 'delete') return 'Deleted';
  if (operation === 'create') return 'Created';
  if (operation === 'update') return 'Updated';
  return line.existed === 0 ? 'Created' : 'Updated';
}

// Formatted once, not for every row of a dry run or a stopped one (a million-row report).
const DRY_RUN_TEXT = englishText(engineMessage('result.dryRun'));
const NOT_SENT_TEXT = englishText(engineMessage('result.notSentStopped'));

/**
 * English texts of the messages kept as data (row-message.ts) by id and parameters' JSON: a
 * report's rows repeat a few messages, so each distinct one is put into words once; past
 * MAX_SAID distinct ones (each row's own reason) the memory starts over.
 */
const said = new Map<string, string>();
const MAX_SAID = 10_000;

/** A journal line's message in English: a text as it is, a message put into words (once). */
export function lineText(line: Pick<ReportLine, 'message' | 'message_id' | 'message_params'>): string {
  const id = line.message_id;
  if (!id) return line.message ?? '';
  const params = line.message_params ?? '';
  const key = `${id}\u0000${params}`;
  let text = said.get(key);
  if (text === undefined) {
    text = rowEnglish(params ? { id, params: JSON.parse(params) as Record<string, never> } : { id });
    if (said.size >= MAX_SAID) said.clear();
    said.set(key, text);
  }
  return text;
}

function lineMessage(line: ReportLine, dryRun: boolean): string {
  const text = lineText(line);
  if (text) return text;
  if (line.state === 'pending' || line.state === 'sent') return dryRun ? DRY_RUN_TEXT : NOT_SENT_TEXT;
  return '';
}

export function verdictOf(lines: ReportLine[], dryRun: boolean, operation: string): RowVerdict {
  if (lines.length === 1) {
    const l = lines[0]!;
    const result = lineResult(l, dryRun, operation);
    return {
      result,
      status: shownStatus(result, l.status),
      message: lineMessage(l, dryRun),
      old: l.old ?? '',
      new: l.new ?? '',
    };
  }
  const results = lines.map((l) => lineResult(l, dryRun, operation));
  const has = (r: ReportResult): boolean => results.includes(r);
  const changed = results.filter((r) => r === 'Created' || r === 'Updated' || r === 'Deleted');
  let result: ReportResult;
  if (has('Failed') && changed.length > 0) result = 'Partly updated';
  else if (has('Failed')) result = 'Failed';
  else if (has('Invalid')) result = 'Invalid';
  else if (has(NOT_SENT))
    result = NOT_SENT; // as `jobs` counts it (journal/row-counts.ts)
  // A cell changed on the service since the file's export was held back: the row says so (issue 26).
  else if (
    lines.some((l, i) => results[i] === 'Skipped' && isHeldBack(l.message_id ? { id: l.message_id } : l.message))
  )
    result = changed.length ? 'Partly updated' : 'Skipped';
  else if (changed.length === 0) result = has('Unchanged') ? 'Unchanged' : 'Skipped';
  else if (changed.every((r) => r === changed[0])) result = changed[0]!;
  else result = 'Updated';
  const failing = lines.find((l, i) => results[i] === 'Failed' || results[i] === 'Invalid');
  const messages = lines.map((l) => lineMessage(l, dryRun));
  return {
    result,
    status: failing?.status ?? shownStatus(result, lines.find((l) => l.status !== null)?.status ?? null),
    message:
      result === 'Partly updated'
        ? partlyMessage(lines, results, messages)
        : lines
            .map((l, i) => [l, messages[i]!] as const)
            .filter(([, m]) => m)
            .map(([l, m]) => `${label(l)}${m}`)
            .join('; '),
    old: lines
      .filter((l) => l.old !== null)
      .map((l) => `${label(l)}${l.old}`)
      .join('; '),
    new: lines
      .filter((l) => l.new !== null)
      .map((l) => `${label(l)}${l.new}`)
      .join('; '),
  };
}

import {
  NOTHING_TO_UNDO,
  findingsText,
  fullFeedWords,
  type ImportOutcome,
  type PlanSummary,
} from '../../jobs/index.js';
import { renderMessage } from '../../../shared/i18n/index.js';
import { reasonLines } from './reason-lines.js';
import { englishNumber } from '../../../shared/i18n/index.js';

/** The plan (values, requests, batches, quota, time), printed before anything is sent. */
export function planLine(p: PlanSummary): string {
  const n = englishNumber;
  if (p.uploads)
    return `Plan: ${n(p.requestsToSend)} documents in ${n(p.requestsToSend)} uploads (one POST each; a PDF cannot ride in $batch); quota ${p.totalQuota} requests (${p.readRequests} reads); about ${p.estimatedSeconds}s at ${p.budgetPerMinute}/min per profile`;
  // Older journals have no values count: every request carried one value.
  const values = p.values ?? p.requestsToSend;
  const of = (x: number, one: string, many = `${one}s`): string => `${n(x)} ${x === 1 ? one : many}`;
  // Full feed (issue 28): the quantities the file no longer lists are among the values, said apart.
  const feed = p.fullFeedZeros ?? 0;
  const what =
    p.fullFeedZeros === undefined
      ? of(values, 'value')
      : `${of(values - feed, 'value')} and ${of(feed, 'quantity', 'quantities')} not in the file set to 0 (${fullFeedWords(p)})`;
  return `Plan: ${what} in ${of(p.requestsToSend, 'request')} (${n(p.requestsUngrouped ?? values)} without grouping) in ${of(p.batches, '$batch call')}; quota ${of(p.totalQuota, 'request')} (${of(p.readRequests + (p.namesReads ?? 0), 'read')}); about ${p.estimatedSeconds}s at ${p.budgetPerMinute}/min per profile`;
}

/** `retry-failed`'s own plan (issue 41): only what goes out again, never the job's original plan. */
export function retryPlanLine(jobId: string, r: { values: number; rows: number }): string {
  const n = (x: number, one: string, many = `${one}s`): string => `${englishNumber(x)} ${x === 1 ? one : many}`;
  return `Plan: retry ${n(r.values, 'value')} that failed in ${n(r.rows, 'row')} of job ${jobId}, in at most ${n(r.values, 'request')}; the rest of the job is done and is not sent again`;
}

/** Blank cells over a service value, counted on a line of their own after `Rows:` (issue 32). */
export function emptiedLine(e: { cells: number; marker: string }): string {
  const clear = e.marker ? `write ${e.marker} in a cell to clear its value` : "map the column with blank 'clear'";
  return `Skipped: ${e.cells} emptied ${e.cells === 1 ? 'cell' : 'cells'}, blank means leave as is (${clear})`;
}

/**
 * `planPrinted`: the plan line already went out before sending (onPlan). `write`: where the
 * lines go (default stdout; stderr under --json, whose stdout carries only the JSON).
 */
export function printOutcome(
  o: ImportOutcome,
  opts: { planPrinted?: boolean; write?: (s: string) => unknown } = {},
): void {
  const write = opts.write ?? ((s: string) => process.stdout.write(s));
  const w = (s: string): unknown => write(`${s}\n`);
  if (o.interrupted) {
    w(`Interrupted. Every row's state is in the journal; continue with: resume ${o.jobId}`);
    if (o.out) w(`Result so far: ${o.out} (rows not sent yet say so)`);
    if (o.undo) w(`Undo so far: ${o.undo}`);
    return;
  }
  if (o.nothingToRetry) {
    w(
      `Nothing to retry: job ${o.jobId} has no failed rows${o.counts?.Invalid ? ` (its ${o.counts.Invalid} Invalid rows need a fixed file: import its Failed rows sheet)` : ''}. Nothing was sent; its result workbook and finish time are unchanged.`,
    );
    if (o.out) w(`Result: ${o.out}`);
    return;
  }
  if (o.plan && !opts.planPrinted) w(planLine(o.plan));
  for (const note of o.notes ?? []) w(`Note: ${note}`);
  if (o.counts)
    w(
      `${o.dryRun ? 'Dry run, nothing changed. Rows would be: ' : 'Rows: '}${
        Object.entries(o.counts)
          .filter(([, n]) => n > 0)
          .map(([k, n]) => `${k} ${n}`)
          .join(', ') || 'none'
      }`,
    );
  for (const line of reasonLines(o)) w(line);
  if (o.betterResource)
    w(
      `Hint: no row fit ${o.betterResource.asked}, and the file's columns fit ${o.betterResource.fits}: run again with --resource ${o.betterResource.fits}.`,
    );
  if (o.emptied) w(emptiedLine(o.emptied));
  if (o.massChange)
    w(
      `Warning: a real run would stop before sending: it would ${renderMessage(findingsText(o.massChange.findings))} (confirm with --allow-mass-change).`,
    );
  if (o.out)
    w(
      `Result: ${o.out}${o.outTaken ? ` (${o.outTaken} holds another run's result or undo workbook, kept as it was)` : ''}`,
    );
  if (o.undo) w(`Undo: ${o.undo}`);
  else if (o.nothingToUndo) w(`Undo: ${NOTHING_TO_UNDO}`);
}

/** A run that read no rows at all: not interrupted, and every count 0. */
export function noRows(o: ImportOutcome): boolean {
  return !o.interrupted && !o.nothingToRetry && Object.values(o.counts ?? {}).every((n) => n === 0);
}

export function noRowsLine(file: string): string {
  return `Error: no rows: ${file} has a header row and nothing under it (a truncated export?). Nothing was sent; check the file, or --sheet and --header-row.`;
}

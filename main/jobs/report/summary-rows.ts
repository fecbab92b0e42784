// The Summary sheet: counts per result, timings, connection, file hash, the plan beside what
// really was sent, mapping, job id.
import { describeConnection } from '../../connection-refs/index.js';
import type { Journal, RowResult } from '../../journal/index.js';
import { fullFeedNote } from '../plan/full-feed-text.js';
import type { PlanSummary } from '../vocabulary.js';

export function summaryRows(
  job: Pick<Journal, 'data' | 'connection'>,
  counts: Record<RowResult, number>,
  extra: { undo?: string | null; undoNote?: string; emptied?: number } = {},
): [string, string | number][] {
  const data = job.data;
  const connection = job.connection;
  const plan = data.plan as PlanSummary | undefined;
  const rows: [string, string | number][] = [
    ['Job', data.id],
    ['Mode', data.dryRun ? 'Dry run: nothing was changed' : 'Import'],
    ['Resource', data.resource],
    ['Operation', data.operation],
    ['File', data.file],
    ['File SHA-256', data.fileSha256],
    ['Sheet', data.sheet ?? ''],
    ['Header row', data.headerRow ?? ''],
    ['Connection', connection ? `${describeConnection(connection.ref)} (${connection.baseUrl})` : ''],
    ['Started', data.startedAt],
    ['Finished', data.finishedAt ?? new Date().toISOString()],
  ];
  for (const [result, n] of Object.entries(counts)) rows.push([`Rows ${result}`, n]);
  if (extra.emptied) rows.push(['Emptied cells left as is (blank means leave as is)', extra.emptied]);
  for (const [stage, ms] of Object.entries(data.timings)) rows.push([`Time ${stage} (s)`, Math.round(ms) / 1000]);
  if (plan) {
    rows.push(
      ['Requests read (SKU look-up, pre-flight)', plan.readRequests],
      ['Requests to send', plan.requestsToSend],
      ['$batch calls', plan.batches],
      ['Quota planned (requests)', plan.totalQuota],
      ['Estimated duration at the real limits (s)', plan.estimatedSeconds],
      ['Budget per profile per minute', plan.budgetPerMinute],
      ['Assumed time per $batch call (s)', plan.batchSeconds ?? ''],
    );
    const feed = fullFeedNote(plan);
    if (feed) rows.push(['Full feed', feed]);
  }
  // What really happened, beside the plan (issue 32): retries, 429s and fallbacks explain a run
  // that took longer or cost more than planned.
  const t = data.traffic;
  if (t) {
    rows.push(
      ['Quota spent, real (requests)', t.quota],
      ['HTTP calls made, real', t.calls],
      ['$batch calls made, real', t.batches],
      ['Requests sent again after a failure (retries)', t.retries],
      ['Answers 429 Too Many Requests', t.throttled],
      ['Grouped writes sent one value a request (fallbacks)', t.fallbacks],
    );
  }
  if (extra.undo) rows.push(['Undo workbook', extra.undo]);
  if (extra.undoNote) rows.push(['Undo note', extra.undoNote]);
  rows.push(['Mapping', JSON.stringify(data.mapping)]);
  return rows;
}

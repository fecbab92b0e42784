// The Summary sheet: counts per result, timings, connection, file hash, mapping, job id.
import { describeConnection } from '../../connections/index.js';
import type { Journal, RowResult } from '../../journal/index.js';
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
    );
  }
  if (extra.undo) rows.push(['Undo workbook', extra.undo]);
  if (extra.undoNote) rows.push(['Undo note', extra.undoNote]);
  rows.push(['Mapping', JSON.stringify(data.mapping)]);
  return rows;
}

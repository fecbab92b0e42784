// The lines under `Rows:` that say why rows were Invalid or Failed, grouped by reason with
// their count and first rows (issue 42): "  Unknown SKU: 14 rows (rows 3, 7, 9, 11, 12, ...)".
// A count alone ("Invalid 3") sent the user to the result workbook to learn anything.
import { reasonSummaries, type ImportOutcome, type ReasonCount } from '../../jobs/index.js';

function groupLine(g: ReasonCount, more: boolean): string {
  const rows = `${more ? 'at least ' : ''}${g.rows} ${g.rows === 1 ? 'row' : 'rows'}`;
  const first = `${g.first.length === 1 ? 'row' : 'rows'} ${g.first.join(', ')}${g.rows > g.first.length ? ', ...' : ''}`;
  return `  ${g.reason}: ${rows} (${first})`;
}

/** Nothing for a run without Invalid or Failed rows, or whose journal cannot be read again. */
export function reasonLines(o: Pick<ImportOutcome, 'jobId' | 'counts'>): string[] {
  const partly = o.counts?.['Partly updated'] ?? 0;
  if (!o.counts || (o.counts.Invalid ?? 0) + (o.counts.Failed ?? 0) + partly === 0) return [];
  let summaries;
  try {
    summaries = reasonSummaries(o.jobId);
  } catch {
    return []; // the counts line stands; the result workbook has every row's message
  }
  const heading = {
    Invalid: 'Invalid rows by reason (nothing was sent for them; fix the file):',
    // A partly updated row's refused values are failed lines too.
    Failed: partly > 0 ? 'Failed and partly updated rows by reason:' : 'Failed rows by reason:',
  };
  return summaries.flatMap((s) => [heading[s.result], ...s.groups.map((g) => groupLine(g, s.more))]);
}

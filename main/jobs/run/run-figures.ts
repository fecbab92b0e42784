// What a planned run would do, in the numbers a caller's guards judge it by before anything
// is sent (a watcher's guards learned from history, issue 28): the file's rows, its Invalid
// rows, the values it addresses and how many it would set to 0, full-feed lines included, in
// all and per DC.
import { pendingFrom, plannedFigures, plannedFiguresByKey, type Journal } from '../../journal/index.js';
import type { ImportTarget } from '../target.js';
import type { PlanSummary } from '../vocabulary.js';
import type { RunFigures } from './job-options.js';

export function runFigures(journal: Journal, target: ImportTarget): RunFigures {
  const from = journal.data.fullFeedFrom;
  const field = target.guardsQuantities ? (target.valueField ?? null) : null;
  // Issue 41: each DC's zeros against that DC's own quantities, so a whole DC zeroed cannot hide in a big file.
  const perDc = field && target.guardsPerChild;
  return {
    ...(perDc ? { byDc: plannedFiguresByKey(journal, field, from ?? Number.MAX_SAFE_INTEGER) } : {}),
    ...plannedFigures(journal, field, from ?? Number.MAX_SAFE_INTEGER),
    ...(field ? {} : { zeros: 0 }),
    plan: journal.data.plan as PlanSummary,
    fullFeedZeros: from === undefined ? 0 : pendingFrom(journal, from),
  };
}

// Full feed in words (issue 41), one wording for the plan line, the run's note (CLI, --json,
// notification) and the Summary sheet: which DCs the feed owned and how many quantities went
// to 0 at each. A night that zeroes a whole DC must say so, not "succeeded ... Updated 13891".
import type { PlanSummary } from '../vocabulary.js';
import { englishNumber } from '../../../shared/i18n/index.js';

const n = englishNumber;

/** "full feed of DC 1, 2, 3: 3 at DC 1, 2 at DC 2" ("full feed" for a journal older than issue 41). */
export function fullFeedWords(plan: Pick<PlanSummary, 'fullFeedByDc' | 'fullFeedDcs'>): string {
  const owned = plan.fullFeedDcs?.length ? ` of DC ${plan.fullFeedDcs.join(', ')}` : '';
  const at = Object.entries(plan.fullFeedByDc ?? {}).map(([dc, count]) => `${n(count)} at DC ${dc}`);
  return `full feed${owned}${at.length ? `: ${at.join(', ')}` : ''}`;
}

/** The run's note: how many quantities not in the file went to 0 where; null when not a full feed. */
export function fullFeedNote(plan: PlanSummary | null | undefined): string | null {
  if (!plan || plan.fullFeedZeros === undefined) return null;
  const zeros = plan.fullFeedZeros;
  const others = plan.fullFeedDcs?.length ? '; quantities at other DCs left as they are' : '';
  return `Full feed: ${n(zeros)} ${zeros === 1 ? 'quantity' : 'quantities'} not in the file set to 0 (${fullFeedWords(plan)})${others}.`;
}

// Review's rows that will fail, grouped by reason with counts and first rows (issue 42):
// "unknown SKU: 14 rows (3, 8, 12, …)". Each group is a toggle that filters the grid to its
// rows, so a user fixes one kind of mistake at a time; "All problems" shows them all again.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FailReason, ReviewState } from '../../../shared/ipc/index.js';
import { fmtNumber } from '../i18n/index.js';
import { reasonText } from './review-status.js';

export type Filter = 'all' | 'problems';

/** The grid's filter: all rows, the rows with problems, or one reason's rows; and how many. */
export function useReviewFilter(state: ReviewState | null) {
  const [filter, setFilterOnly] = useState<Filter>('all');
  const [reason, setReason] = useState<FailReason | null>(null);
  const group = reason ? state?.reasons?.find((g) => g.reason === reason) : undefined;
  // A reason fixed away shows the rows with problems again.
  const shown = group ? reason : null;
  const setFilter = (f: Filter) => {
    setFilterOnly(f);
    setReason(null);
  };
  const pick = (r: FailReason | null) => {
    setFilterOnly('problems');
    setReason(r);
  };
  let total = 0;
  if (state) total = filter === 'all' ? state.rowsRead : group ? Math.min(group.rows, 10_000) : state.problems;
  return { filter, reason: shown, setFilter, pick, total };
}

interface Props {
  state: ReviewState | null;
  reason: FailReason | null;
  onPick(reason: FailReason | null): void;
}

export function ReasonGroups({ state, reason, onPick }: Props) {
  const { t } = useTranslation('import');
  const groups = state?.reasons ?? [];
  if (!state?.complete || groups.length === 0) return null;
  return (
    <div className="reason-groups" role="group" aria-label={t('reasons.label')}>
      <button type="button" aria-pressed={reason === null} onClick={() => onPick(null)}>
        {t('reasons.all')}
      </button>
      {groups.map((g) => (
        <button
          type="button"
          key={g.reason}
          aria-pressed={reason === g.reason}
          onClick={() => onPick(reason === g.reason ? null : g.reason)}
        >
          {t('reasons.group', {
            count: g.rows,
            n: fmtNumber(g.rows),
            reason: reasonText(t, g.reason),
            first: [...g.first.map((n) => fmtNumber(n)), ...(g.rows > g.first.length ? ['…'] : [])].join(', '),
          })}
        </button>
      ))}
      {state.reasonsMore ? <span className="hint">{t('reasons.atLeast')}</span> : null}
    </div>
  );
}

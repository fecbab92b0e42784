// The pieces of the Review step: the session's state as a hook (kept fresh by events, edits,
// replaces and the pre-flight read), the counts and filter row, and the plan line.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { PlanLine, ReviewState } from '../../../shared/ipc/index.js';
import { api, formatSeconds, useAction, useEvent } from '../hooks.js';
import { fmtNumber } from '../i18n/index.js';
import type { LastEdit } from './FindReplace.js';
import { OutcomeBar, REVIEW_ORDER } from './OutcomeBar.js';
import type { LastFix } from './review-notes.js';

type Run = ReturnType<typeof useAction>['run'];

export function useReviewSession(sessionId: string, run: Run) {
  const [state, setState] = useState<ReviewState | null>(null);
  const [version, setVersion] = useState(0);
  const [plan, setPlan] = useState<PlanLine | null>(null);
  const [lastFix, setLastFix] = useState<LastFix | null>(null);
  const [lastEdit, setLastEdit] = useState<LastEdit | null>(null);
  useEffect(() => void api()['review.state']({ sessionId }).then(setState), [sessionId]);
  useEvent('review.progress', (s) => {
    if (s.sessionId !== sessionId) return;
    setState(s);
    setVersion((v) => v + 1);
  });
  const onEdit = useCallback(
    async (rowNumber: number, column: number, value: string, previous?: string) => {
      await run(async () => {
        setLastEdit(previous !== undefined && previous !== value ? { column, from: previous, to: value } : null);
        const r = await api()['review.editCell']({ sessionId, rowNumber, column, value });
        setState(r.state);
        setPlan(null);
        setVersion((v) => v + 1);
        setLastFix(
          r.row.issues.length
            ? { kind: 'problem', row: rowNumber, message: r.row.issues[0]!.message }
            : { kind: 'status', row: rowNumber, status: r.row.status },
        );
      });
    },
    [run, sessionId],
  );
  const preflight = () =>
    void run(async () => {
      const r = await api()['review.preflight']({ sessionId });
      setPlan(r.plan);
      setState(r.state);
      setVersion((v) => v + 1);
    });
  const onReplaced = (s: ReviewState, fix: LastFix) => {
    setState(s);
    setPlan(null);
    setVersion((v) => v + 1);
    setLastEdit(null);
    setLastFix(fix);
  };
  // The background check sends its plan with the state; "Check again" answers with one too.
  return { state, version, plan: state?.plan ?? plan, lastFix, lastEdit, onEdit, preflight, onReplaced };
}

interface ControlsProps {
  state: ReviewState | null;
  filter: 'all' | 'problems';
  onFilter(f: 'all' | 'problems'): void;
}

function rowsReadText(t: TFunction<'import'>, state: ReviewState | null): string {
  if (!state) return t('review.reading');
  const facts = { count: state.rowsRead, n: fmtNumber(state.rowsRead) };
  return state.complete ? t('review.rows', facts) : t('review.rowsSoFar', facts);
}

/** The lines' states in words. A row of a wide file is several values (one a warehouse): then
 *  the line says it counts values, so rows and values are never mixed (issue 42). */
function countsText(t: TFunction<'import'>, state: ReviewState): string {
  const c = state.counts;
  const facts = {
    ready: fmtNumber(c.Ready ?? 0),
    invalid: fmtNumber(c.Invalid ?? 0),
    skipped: fmtNumber(c.Skipped ?? 0),
    unchanged: fmtNumber(c.Unchanged ?? 0),
  };
  const values = Object.values(c).reduce((sum, n) => sum + n, 0);
  return values > state.rowsRead
    ? t('review.countsLineValues', { ...facts, values: fmtNumber(values) })
    : t('review.countsLine', facts);
}

export function ReviewControls({ state, filter, onFilter }: ControlsProps) {
  const { t } = useTranslation('import');
  const count = (n: number | undefined) => fmtNumber(n ?? 0);
  return (
    <div className="row-controls">
      <span role="status" aria-label={t('review.rowsRead')}>
        {rowsReadText(t, state)}
      </span>
      <span className="counts" role="group" aria-label={t('review.counts')}>
        {state && countsText(t, state)}
      </span>
      {state && <OutcomeBar counts={state.counts} label={t('review.counts')} order={REVIEW_ORDER} legend={false} />}
      <fieldset className="inline">
        <legend className="sr-only">{t('review.show')}</legend>
        <label className="radio">
          <input type="radio" name="filter" checked={filter === 'all'} onChange={() => onFilter('all')} />
          {t('review.allRows')}
        </label>
        <label className="radio">
          <input type="radio" name="filter" checked={filter === 'problems'} onChange={() => onFilter('problems')} />
          {t('review.problemRows', { n: count(state?.problems) })}
        </label>
      </fieldset>
    </div>
  );
}

/** The plan line: what sending will take, what it will cost, and what it leaves out. */
function planText(t: TFunction<'import'>, plan: PlanLine, unchanged: number): string {
  const requests = plan.requestsToSend;
  // At both limits (issue 42): a big import is held by the hour per IP long after the minute's pace.
  const seconds = Math.max(plan.estimatedSeconds, (plan.totalQuota / plan.perHour) * 3600);
  // PDFs go one POST each, never in a $batch: no batch count to show.
  const sending = plan.uploads
    ? t('plan.uploads', { count: requests, n: fmtNumber(requests) })
    : t('plan.requestsInBatches', {
        requests: t('plan.requests', { count: requests, n: fmtNumber(requests) }),
        batches: t('plan.batches', { count: plan.batches, n: fmtNumber(plan.batches) }),
      });
  // After the check: what sending does to the rows, in rows (issue 42: "n created, m updated").
  const r = plan.rows;
  const rows = r
    ? [
        r.create > 0 ? t('plan.rows.create', { count: r.create, n: fmtNumber(r.create) }) : '',
        r.update > 0 ? t('plan.rows.update', { count: r.update, n: fmtNumber(r.update) }) : '',
        r.delete > 0 ? t('plan.rows.delete', { count: r.delete, n: fmtNumber(r.delete) }) : '',
      ].filter(Boolean)
    : [];
  return [
    ...rows,
    sending,
    t('plan.quota', {
      quota: fmtNumber(plan.totalQuota),
      budget: fmtNumber(plan.budgetPerMinute),
      hour: fmtNumber(plan.perHour),
    }),
    t('plan.about', { time: formatSeconds(seconds) }),
    t('plan.unchanged', { count: unchanged, n: fmtNumber(unchanged) }),
  ].join(' · ');
}

export function PlanSummary({ plan, state }: { plan: PlanLine | null; state: ReviewState | null }) {
  const { t } = useTranslation('import');
  return (
    <div className="plan" role="status" aria-label={t('plan.label')}>
      <p>{plan ? planText(t, plan, plan.rows?.unchanged ?? state?.counts.Unchanged ?? 0) : t('plan.hint')}</p>
    </div>
  );
}

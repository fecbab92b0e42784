// The pieces of the Review step: the session's state as a hook (kept fresh by events, edits,
// replaces and the pre-flight read), the counts and filter row, and the plan line.
import { useCallback, useEffect, useState } from 'react';
import type { PlanLine, ReviewState } from '../../../shared/ipc/index.js';
import { api, fmt, formatSeconds, useAction, useEvent } from '../hooks.js';
import type { LastEdit } from './FindReplace.js';

type Run = ReturnType<typeof useAction>['run'];

export function useReviewSession(sessionId: string, run: Run) {
  const [state, setState] = useState<ReviewState | null>(null);
  const [version, setVersion] = useState(0);
  const [plan, setPlan] = useState<PlanLine | null>(null);
  const [lastFix, setLastFix] = useState('');
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
            ? `Row ${rowNumber} still has a problem: ${r.row.issues[0]!.message}`
            : `Row ${rowNumber} is now ${r.row.status.toLowerCase()}.`,
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
  const onReplaced = (s: ReviewState, message: string) => {
    setState(s);
    setPlan(null);
    setVersion((v) => v + 1);
    setLastEdit(null);
    setLastFix(message);
  };
  return { state, version, plan, lastFix, lastEdit, onEdit, preflight, onReplaced };
}

interface ControlsProps {
  state: ReviewState | null;
  filter: 'all' | 'problems';
  onFilter(f: 'all' | 'problems'): void;
}

export function ReviewControls({ state, filter, onFilter }: ControlsProps) {
  return (
    <div className="row-controls">
      <span role="status" aria-label="Rows read">
        {state
          ? `${fmt(state.rowsRead)} ${state.rowsRead === 1 ? 'row' : 'rows'}${state.complete ? '' : ' read so far…'}`
          : 'Reading…'}
      </span>
      <span className="counts" role="group" aria-label="Review counts">
        {state &&
          `Ready ${fmt(state.counts.Ready ?? 0)} · Invalid ${fmt(state.counts.Invalid ?? 0)} · Skipped ${fmt(state.counts.Skipped ?? 0)} · Unchanged ${fmt(state.counts.Unchanged ?? 0)}`}
      </span>
      <fieldset className="inline">
        <legend className="sr-only">Show</legend>
        <label className="radio">
          <input type="radio" name="filter" checked={filter === 'all'} onChange={() => onFilter('all')} />
          All rows
        </label>
        <label className="radio">
          <input type="radio" name="filter" checked={filter === 'problems'} onChange={() => onFilter('problems')} />
          Rows with problems ({fmt(state?.problems ?? 0)})
        </label>
      </fieldset>
    </div>
  );
}

export function PlanSummary({ plan, state }: { plan: PlanLine | null; state: ReviewState | null }) {
  return (
    <div className="plan" role="status" aria-label="Plan">
      {plan ? (
        <p>
          {plan.uploads ? (
            // PDFs go one POST each, never in a $batch: no batch count to show.
            <>
              {fmt(plan.requestsToSend)} {plan.requestsToSend === 1 ? 'upload' : 'uploads'}, one request each
            </>
          ) : (
            <>
              {fmt(plan.requestsToSend)} {plan.requestsToSend === 1 ? 'request' : 'requests'} in {fmt(plan.batches)}{' '}
              {plan.batches === 1 ? 'batch' : 'batches'}
            </>
          )}{' '}
          · quota {fmt(plan.totalQuota)} (of {fmt(plan.budgetPerMinute)} a minute) · about{' '}
          {formatSeconds(plan.estimatedSeconds)} · {fmt(state?.counts.Unchanged ?? 0)} unchanged{' '}
          {state?.counts.Unchanged === 1 ? 'row' : 'rows'} will not be sent
        </p>
      ) : (
        <p>Check current values to see before and after, unchanged rows and what sending will cost.</p>
      )}
    </div>
  );
}

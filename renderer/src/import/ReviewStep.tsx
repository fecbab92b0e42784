// Review: all rows in a virtualized grid, filter to problems, fix in place, the pre-flight
// read (before/after per row, Unchanged count) and the plan line, then Send.
import { useCallback, useEffect, useState } from 'react';
import type { PlanLine, ReviewState } from '../../../shared/ipc/index.js';
import { api, fmt, formatSeconds, useAction, useEvent } from '../hooks.js';
import { ReviewGrid } from './ReviewGrid.js';

interface Props { sessionId: string; headers: string[]; onBack(): void; onSend(): void }

export function ReviewStep({ sessionId, headers, onBack, onSend }: Props) {
  const [state, setState] = useState<ReviewState | null>(null);
  const [filter, setFilter] = useState<'all' | 'problems'>('all');
  const [version, setVersion] = useState(0);
  const [plan, setPlan] = useState<PlanLine | null>(null);
  const [lastFix, setLastFix] = useState('');
  const { busy, error, run } = useAction();

  useEffect(() => void api()['review.state']({ sessionId }).then(setState), [sessionId]);
  useEvent('review.progress', (s) => {
    if (s.sessionId !== sessionId) return;
    setState(s);
    setVersion((v) => v + 1);
  });
  const onEdit = useCallback(async (rowNumber: number, column: number, value: string) => {
    await run(async () => {
      const r = await api()['review.editCell']({ sessionId, rowNumber, column, value });
      setState(r.state);
      setPlan(null);
      setVersion((v) => v + 1);
      setLastFix(r.row.issues.length ? `Row ${rowNumber} still has a problem: ${r.row.issues[0]!.message}` : `Row ${rowNumber} is now ${r.row.status.toLowerCase()}.`);
    });
  }, [run, sessionId]);
  const preflight = () => void run(async () => {
    const r = await api()['review.preflight']({ sessionId });
    setPlan(r.plan);
    setState(r.state);
    setVersion((v) => v + 1);
  });

  const total = !state ? 0 : filter === 'problems' ? state.problems : state.rowsRead;
  return (
    <section aria-labelledby="review-title" className="step">
      <h2 id="review-title">Review</h2>
      <div className="row-controls">
        <span role="status" aria-label="Rows read">
          {state ? `${fmt(state.rowsRead)} rows${state.complete ? '' : ' read so far…'}` : 'Reading…'}
        </span>
        {state && (
          <span className="counts" aria-label="Review counts">
            Ready {fmt(state.counts.Ready ?? 0)} · Invalid {fmt(state.counts.Invalid ?? 0)} · Skipped {fmt(state.counts.Skipped ?? 0)} · Unchanged {fmt(state.counts.Unchanged ?? 0)}
          </span>
        )}
        <fieldset className="inline">
          <legend className="sr-only">Show</legend>
          <label className="radio"><input type="radio" name="filter" checked={filter === 'all'} onChange={() => setFilter('all')} />All rows</label>
          <label className="radio"><input type="radio" name="filter" checked={filter === 'problems'} onChange={() => setFilter('problems')} />Rows with problems ({fmt(state?.problems ?? 0)})</label>
        </fieldset>
      </div>
      {state?.error && <p role="alert" className="error">{state.error}</p>}
      <ReviewGrid sessionId={sessionId} headers={headers} filter={filter} total={total} version={version} planned={Boolean(state?.planned && plan)} onEdit={onEdit} />
      {lastFix && <p role="status" aria-label="Last fix">{lastFix}</p>}
      <div className="plan" aria-label="Plan">
        {plan ? (
          <p>
            {fmt(plan.requestsToSend)} requests in {fmt(plan.batches)} batches · quota {fmt(plan.totalQuota)} (of {fmt(plan.budgetPerMinute)} a minute) · about {formatSeconds(plan.estimatedSeconds)} · {fmt(state?.counts.Unchanged ?? 0)} unchanged rows will not be sent
          </p>
        ) : <p>Check current values to see before and after, unchanged rows and what sending will cost.</p>}
      </div>
      {error && <p role="alert" className="error">{error}</p>}
      <div className="actions">
        <button type="button" onClick={onBack}>Back to mapping</button>
        <button type="button" onClick={preflight} disabled={busy || !state?.complete}>Check current values</button>
        <button type="button" className="primary" onClick={onSend} disabled={busy || !state?.complete}>Send</button>
      </div>
    </section>
  );
}

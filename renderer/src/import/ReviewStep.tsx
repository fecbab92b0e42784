// Review: all rows in a virtualized grid, filter to problems, fix in place, the pre-flight
// read (before/after per row, Unchanged count) and the plan line, then Send. F8 / Shift+F8
// go to the next / previous row with a problem, Ctrl+Enter checks current values and
// Ctrl+Shift+Enter sends.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlanLine, ReviewState } from '../../../shared/ipc/index.js';
import { api, fmt, formatSeconds, useAction, useEvent } from '../hooks.js';
import { Button } from '../a11y/Button.js';
import { LiveRegion } from '../a11y/LiveRegion.js';
import { useShortcuts } from '../a11y/useShortcuts.js';
import { FindReplace, type LastEdit } from './FindReplace.js';
import { ReviewGrid, type ReviewGridHandle } from './ReviewGrid.js';

interface Props {
  sessionId: string;
  headers: string[];
  onBack(): void;
  onSend(): void;
}

export function ReviewStep({ sessionId, headers, onBack, onSend }: Props) {
  const [state, setState] = useState<ReviewState | null>(null);
  const [filter, setFilter] = useState<'all' | 'problems'>('all');
  const [version, setVersion] = useState(0);
  const [plan, setPlan] = useState<PlanLine | null>(null);
  const [lastFix, setLastFix] = useState('');
  const [notice, setNotice] = useState('');
  const [lastEdit, setLastEdit] = useState<LastEdit | null>(null);
  const { busy, error, run } = useAction();
  const scope = useRef<HTMLElement>(null);
  const grid = useRef<ReviewGridHandle>(null);

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
  const ready = Boolean(state?.complete) && !busy;
  const nextProblem = (direction: 1 | -1) =>
    void grid.current?.nextProblem(direction).then((found) => setNotice(found ? '' : 'No rows with problems.'));
  useShortcuts(scope, {
    F8: () => nextProblem(1),
    'Shift+F8': () => nextProblem(-1),
    'Ctrl+Enter': ready && preflight,
    'Ctrl+Shift+Enter': ready && onSend,
  });

  const total = !state ? 0 : filter === 'problems' ? state.problems : state.rowsRead;
  return (
    <section aria-labelledby="review-title" className="step" ref={scope}>
      <h2 id="review-title" tabIndex={-1}>
        Review
      </h2>
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
            <input type="radio" name="filter" checked={filter === 'all'} onChange={() => setFilter('all')} />
            All rows
          </label>
          <label className="radio">
            <input type="radio" name="filter" checked={filter === 'problems'} onChange={() => setFilter('problems')} />
            Rows with problems ({fmt(state?.problems ?? 0)})
          </label>
        </fieldset>
      </div>
      <ReviewGrid
        sessionId={sessionId}
        headers={headers}
        filter={filter}
        total={total}
        version={version}
        planned={Boolean(state?.planned && plan)}
        onEdit={onEdit}
        handle={grid}
      />
      <p className="note">
        Arrow keys move in the rows; Enter or F2 edits a cell; F8 goes to the next row with a problem.
      </p>
      <FindReplace
        sessionId={sessionId}
        headers={headers}
        busy={busy}
        lastEdit={lastEdit}
        run={run}
        onReplaced={(s, message) => {
          setState(s);
          setPlan(null);
          setVersion((v) => v + 1);
          setLastEdit(null);
          setLastFix(message);
        }}
      />
      <LiveRegion label="Last fix">{lastFix}</LiveRegion>
      <LiveRegion>{notice}</LiveRegion>
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
      <LiveRegion role="alert" className="error">
        {[state?.error, error].filter(Boolean).join(' ')}
      </LiveRegion>
      <div className="actions">
        <button type="button" onClick={onBack}>
          Back to mapping
        </button>
        <Button onClick={preflight} inactive={!ready} aria-keyshortcuts="Control+Enter">
          Check current values
        </Button>
        <Button className="primary" onClick={onSend} inactive={!ready} aria-keyshortcuts="Control+Shift+Enter">
          Send
        </Button>
      </div>
    </section>
  );
}

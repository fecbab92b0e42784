// The pieces of the Send step: the run's progress as a hook (events, plus one read for a run
// that moved on before the screen subscribed), the progress bar, status line and live counts,
// and the Pause/Resume toggle that hands focus to its replacement.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { JobProgress } from '../../../shared/ipc/index.js';
import { api, fmt, formatSeconds, useEvent } from '../hooks.js';

export function useJobProgress(jobId: string, onDone: () => void) {
  const [p, setP] = useState<JobProgress | null>(null);
  // The guardrails stopped the run before sending; the dialog shows until confirmed or closed.
  const [declined, setDeclined] = useState(false);
  useEvent('jobs.progress', (e) => {
    if (e.jobId !== jobId) return;
    setP(e);
    if (!e.massChange) setDeclined(false);
  });
  useEffect(() => {
    // The run may have moved on (or finished) before this screen subscribed.
    void api()
      ['jobs.report']({ jobId })
      .then((info) =>
        setP(
          (old) =>
            old ?? {
              jobId,
              state: info.runState,
              stage: 'send',
              done: 0,
              total: null,
              ratePerSecond: null,
              etaSeconds: null,
              counts: info.counts,
            },
        ),
      );
  }, [jobId]);
  useEffect(() => {
    if (p && (p.state === 'finished' || p.state === 'cancelled')) onDone();
  }, [p, onDone]);
  return { p, declined, setDeclined };
}

type Stopping = 'Pausing' | 'Cancelling' | null;

function statusPrefix(p: JobProgress | null, state: string, stopping: Stopping): string {
  if (state === 'paused' && p?.massChange) return 'Stopped before sending: confirm the mass change or cancel. ';
  if (state === 'paused') return 'Paused. ';
  if (state === 'failed') return 'Stopped by an error. ';
  return stopping ? `${stopping}: waiting for the requests already sent to be answered. ` : '';
}

export function SendProgress({ p, state, stopping }: { p: JobProgress | null; state: string; stopping: Stopping }) {
  const percent = p?.total ? Math.min(100, Math.round((p.done / p.total) * 100)) : null;
  return (
    <>
      <progress
        aria-label="Send progress"
        max={100}
        value={percent ?? undefined}
        aria-valuetext={percent === null ? 'Starting' : `${percent}%`}
      />
      <p role="status" aria-label="Send status">
        {statusPrefix(p, state, stopping)}
        {p
          ? `${p.stage === 'send' ? 'Sent' : `${p.stage}:`} ${fmt(p.done)}${p.total ? ` of ${fmt(p.total)}` : ''} rows`
          : 'Starting…'}
        {/* Speed and time left only while running: a paused or stopped run has neither. */}
        {state === 'running' && p?.ratePerSecond ? ` · ${fmt(Math.round(p.ratePerSecond))} rows/s` : ''}
        {state === 'running' && p?.etaSeconds !== null && p?.etaSeconds !== undefined
          ? ` · about ${formatSeconds(p.etaSeconds)} left`
          : ''}
      </p>
      {/* The service is silent: said while the run waits for it, nothing is lost (issue 32). */}
      {state === 'running' && p?.outage ? (
        <p className="outage" aria-live="polite" aria-label="Service not answering">
          {p.outage}
        </p>
      ) : null}
      <ul className="live-counts" aria-label="Live counts">
        {Object.entries(p?.counts ?? {}).map(([k, n]) => (
          <li key={k}>
            <span>{k}</span> {fmt(n)}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Pause becomes Resume (and back): if focus was on the one, it moves to the other. */
export function FocusKeepingToggle({ state, children }: { state: string; children: ReactNode }) {
  const toggle = useRef<HTMLDivElement>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    if (hadFocus.current) toggle.current?.querySelector<HTMLElement>('button')?.focus();
  }, [state]);
  return (
    <div
      className="toggle"
      ref={toggle}
      onFocus={() => {
        hadFocus.current = true;
      }}
      onBlur={(e) => {
        if (e.relatedTarget) hadFocus.current = false;
      }}
    >
      {children}
    </div>
  );
}

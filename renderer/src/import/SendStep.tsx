// Send: rows done, rate, ETA and a live count per result; pause, resume, cancel. Ctrl+P
// pauses or resumes; buttons that swap (Pause/Resume) hand focus to their replacement.
import { useEffect, useRef, useState } from 'react';
import type { JobProgress } from '../../../shared/ipc/index.js';
import { api, fmt, formatSeconds, useAction, useEvent } from '../hooks.js';
import { ConnectionForRun, useConnectionGone } from '../connection/ConnectionForRun.js';
import { Button } from '../a11y/Button.js';
import { LiveRegion } from '../a11y/LiveRegion.js';
import { useShortcuts } from '../a11y/useShortcuts.js';
import { MassChangeDialog } from './MassChangeDialog.js';

export function SendStep({ jobId, onDone }: { jobId: string; onDone(): void }) {
  const [p, setP] = useState<JobProgress | null>(null);
  const { busy, error, run } = useAction();
  const { gone, watch } = useConnectionGone();
  const resume = (connectionId?: string, allowMassChange?: boolean) =>
    void run(() =>
      watch(() =>
        api()['jobs.resume']({
          jobId,
          ...(connectionId ? { connectionId } : {}),
          ...(allowMassChange ? { allowMassChange } : {}),
        }),
      ),
    );
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
  const state = p?.state ?? 'running';
  const percent = p?.total ? Math.min(100, Math.round((p.done / p.total) * 100)) : null;
  const scope = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLDivElement>(null);
  // Pause and Cancel stop once the requests already on the wire are answered (up to five
  // $batch calls go at once): until then the status says so, or the counts still rising
  // would look like the button did nothing.
  const [stopping, setStopping] = useState<'Pausing' | 'Cancelling' | null>(null);
  const stop = (how: 'Pausing' | 'Cancelling', work: () => Promise<unknown>) => {
    // Only a running run has calls on the wire; cancelling a paused one just writes its report.
    if (state === 'running') setStopping(how);
    void run(work).finally(() => setStopping(null));
  };
  const pause = () => stop('Pausing', () => api()['jobs.pause']({ jobId }));
  const canResume = state === 'paused' || state === 'failed' || state === 'interrupted';
  // Pause becomes Resume (and back): if focus was on the one, it moves to the other.
  const hadFocus = useRef(false);
  useEffect(() => {
    if (hadFocus.current) toggle.current?.querySelector<HTMLElement>('button')?.focus();
  }, [state]);
  useShortcuts(scope, { 'Ctrl+P': !busy && (state === 'running' ? pause : canResume && (() => resume())) });
  return (
    <section aria-labelledby="send-title" className="step" ref={scope}>
      <h2 id="send-title" tabIndex={-1}>
        Sending
      </h2>
      <progress
        aria-label="Send progress"
        max={100}
        value={percent ?? undefined}
        aria-valuetext={percent === null ? 'Starting' : `${percent}%`}
      />
      <p role="status" aria-label="Send status">
        {state === 'paused' && p?.massChange
          ? 'Stopped before sending: confirm the mass change or cancel. '
          : state === 'paused'
            ? 'Paused. '
            : state === 'failed'
              ? 'Stopped by an error. '
              : stopping
                ? `${stopping}: waiting for the requests already sent to be answered. `
                : ''}
        {p
          ? `${p.stage === 'send' ? 'Sent' : `${p.stage}:`} ${fmt(p.done)}${p.total ? ` of ${fmt(p.total)}` : ''} rows`
          : 'Starting…'}
        {/* Speed and time left only while running: a paused or stopped run has neither. */}
        {state === 'running' && p?.ratePerSecond ? ` · ${fmt(Math.round(p.ratePerSecond))} rows/s` : ''}
        {state === 'running' && p?.etaSeconds !== null && p?.etaSeconds !== undefined
          ? ` · about ${formatSeconds(p.etaSeconds)} left`
          : ''}
      </p>
      <ul className="live-counts" aria-label="Live counts">
        {Object.entries(p?.counts ?? {}).map(([k, n]) => (
          <li key={k}>
            <span>{k}</span> {fmt(n)}
          </li>
        ))}
      </ul>
      <LiveRegion role="alert" className="error">
        {[p?.message && state === 'failed' ? p.message : '', error].filter(Boolean).join(' ')}
      </LiveRegion>
      {gone && <ConnectionForRun busy={busy} onPick={resume} />}
      {p?.massChange && state === 'paused' && !declined && (
        <MassChangeDialog
          reasons={p.massChange.reasons}
          busy={busy}
          onConfirm={() => resume(undefined, true)}
          onClose={() => setDeclined(true)}
        />
      )}
      <div className="actions">
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
          {state === 'running' && (
            <Button onClick={pause} inactive={busy} aria-keyshortcuts="Control+P">
              Pause
            </Button>
          )}
          {canResume && (
            <Button onClick={() => resume()} inactive={busy} aria-keyshortcuts="Control+P">
              Resume
            </Button>
          )}
        </div>
        <Button onClick={() => stop('Cancelling', () => api()['jobs.cancel']({ jobId }))} inactive={busy}>
          Cancel
        </Button>
      </div>
    </section>
  );
}

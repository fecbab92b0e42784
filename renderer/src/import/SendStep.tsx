// Send: rows done, rate, ETA and a live count per result; pause, resume, cancel.
import { useEffect, useState } from 'react';
import type { JobProgress } from '../../../shared/ipc/index.js';
import { api, fmt, formatSeconds, useAction, useEvent } from '../hooks.js';
import { ConnectionForRun, useConnectionGone } from '../connection/ConnectionForRun.js';

export function SendStep({ jobId, onDone }: { jobId: string; onDone(): void }) {
  const [p, setP] = useState<JobProgress | null>(null);
  const { busy, error, run } = useAction();
  const { gone, watch } = useConnectionGone();
  const resume = (connectionId?: string) => void run(() => watch(() => api()['jobs.resume']({ jobId, ...(connectionId ? { connectionId } : {}) })));
  useEvent('jobs.progress', (e) => { if (e.jobId === jobId) setP(e); });
  useEffect(() => {
    // The run may have moved on (or finished) before this screen subscribed.
    void api()['jobs.report']({ jobId }).then((info) => setP((old) => old ?? {
      jobId, state: info.runState, stage: 'send', done: 0, total: null, ratePerSecond: null, etaSeconds: null, counts: info.counts,
    }));
  }, [jobId]);
  useEffect(() => {
    if (p && (p.state === 'finished' || p.state === 'cancelled')) onDone();
  }, [p, onDone]);
  const state = p?.state ?? 'running';
  const percent = p?.total ? Math.min(100, Math.round((p.done / p.total) * 100)) : null;
  return (
    <section aria-labelledby="send-title" className="step">
      <h2 id="send-title">Sending</h2>
      <progress aria-label="Send progress" max={100} value={percent ?? undefined} />
      <p role="status" aria-label="Send status">
        {state === 'paused' ? 'Paused. ' : state === 'failed' ? 'Stopped by an error. ' : ''}
        {p ? `${p.stage === 'send' ? 'Sent' : `${p.stage}:`} ${fmt(p.done)}${p.total ? ` of ${fmt(p.total)}` : ''} rows` : 'Starting…'}
        {p?.ratePerSecond ? ` · ${fmt(Math.round(p.ratePerSecond))} rows/s` : ''}
        {p?.etaSeconds !== null && p?.etaSeconds !== undefined ? ` · about ${formatSeconds(p.etaSeconds)} left` : ''}
      </p>
      <ul className="live-counts" aria-label="Live counts">
        {Object.entries(p?.counts ?? {}).map(([k, n]) => <li key={k}><span>{k}</span> {fmt(n)}</li>)}
      </ul>
      {p?.message && state === 'failed' && <p role="alert" className="error">{p.message}</p>}
      {error && <p role="alert" className="error">{error}</p>}
      {gone && <ConnectionForRun busy={busy} onPick={resume} />}
      <div className="actions">
        {state === 'running' && <button type="button" onClick={() => void run(() => api()['jobs.pause']({ jobId }))} disabled={busy}>Pause</button>}
        {(state === 'paused' || state === 'failed' || state === 'interrupted') && <button type="button" onClick={() => resume()} disabled={busy}>Resume</button>}
        <button type="button" onClick={() => void run(() => api()['jobs.cancel']({ jobId }))} disabled={busy}>Cancel</button>
      </div>
    </section>
  );
}

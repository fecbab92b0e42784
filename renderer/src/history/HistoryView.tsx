// History: past runs with their counts and files; open a report, resume an interrupted run,
// undo a finished one (its undo workbook through the same engine; rows changed since are skipped).
import { useCallback, useEffect, useState } from 'react';
import type { JobInfo } from '../../../shared/ipc/index.js';
import { api, errorText, useAction, useEvent } from '../hooks.js';
import { ConnectionForRun, useConnectionGone } from '../connection/ConnectionForRun.js';
import { LiveRegion } from '../a11y/LiveRegion.js';
import { PruneJournals } from './PruneJournals.js';

function counts(c: Record<string, number>): string {
  return Object.entries(c)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${k} ${n}`)
    .join(' · ');
}

interface RowProps {
  j: JobInfo;
  busy: boolean;
  onResume(jobId: string): void;
  onOpen(jobId: string, report: boolean): void;
  onUndo(jobId: string): void;
}

/** One past run: resumed when interrupted or paused, else its report opened or undone. */
function JobRow({ j, busy, onResume, onOpen, onUndo }: RowProps) {
  return (
    <tr>
      <td>{new Date(j.startedAt).toLocaleString()}</td>
      <td title={j.file}>{j.file.split(/[\\/]/).pop()}</td>
      <td>
        {j.resource} ({j.operation})
      </td>
      <td>{j.dryRun ? `dry run (${j.runState}, nothing sent)` : j.runState}</td>
      <td>{j.dryRun ? `would be: ${counts(j.counts)}` : counts(j.counts)}</td>
      <td>
        {j.runState === 'interrupted' || j.runState === 'paused' ? (
          <button type="button" onClick={() => onResume(j.jobId)}>
            Resume run {j.jobId}
          </button>
        ) : (
          <>
            <button type="button" onClick={() => onOpen(j.jobId, true)}>
              Open report {j.jobId}
            </button>
            {j.hasUndo && j.runState === 'finished' && (
              <button type="button" disabled={busy} onClick={() => onUndo(j.jobId)}>
                Undo run {j.jobId}
              </button>
            )}
          </>
        )}
      </td>
    </tr>
  );
}

export function HistoryView({ onOpen }: { onOpen(jobId: string, report: boolean): void }) {
  const [jobs, setJobs] = useState<JobInfo[]>([]);
  const { busy, error, run } = useAction();
  const { gone, watch } = useConnectionGone();
  // The run whose resume was refused because its connection is gone, offered a pick below.
  const [stuck, setStuck] = useState('');
  const resume = (jobId: string, connectionId?: string) =>
    void run(async () => {
      setStuck(jobId);
      await watch(() => api()['jobs.resume']({ jobId, ...(connectionId ? { connectionId } : {}) }));
      onOpen(jobId, false);
    });
  // What the last undo did, said once it finished.
  const [undone, setUndone] = useState('');
  // The run whose undo was refused before anything was sent (it would cross a guardrail, such
  // as deleting more than 100 rows the run created): offered again with the confirmation.
  const [refusedUndo, setRefusedUndo] = useState('');
  const undo = (jobId: string, allowMassChange = false) =>
    void run(async () => {
      setUndone('');
      setRefusedUndo('');
      try {
        const r = await api()['jobs.undo']({ jobId, ...(allowMassChange ? { allowMassChange } : {}) });
        setUndone(`Run ${jobId} undone: ${counts(r.counts) || 'nothing to change'}`);
      } catch (e) {
        if (errorText(e).includes('this undo would')) setRefusedUndo(jobId);
        throw e;
      }
      setJobs((await api()['jobs.list']({})).jobs);
    });
  const load = useCallback(() => void run(async () => setJobs((await api()['jobs.list']({})).jobs)), [run]);
  useEffect(load, [load]);
  useEvent('jobs.progress', (p) => {
    if (p.state !== 'running') load();
  });
  return (
    <section aria-labelledby="history-title" className="step">
      <h2 id="history-title" tabIndex={-1}>
        History
      </h2>
      <LiveRegion role="alert" className="error">
        {error}
      </LiveRegion>
      <LiveRegion role="status" label="Undo status">
        {undone}
      </LiveRegion>
      {refusedUndo && (
        <button type="button" disabled={busy} onClick={() => undo(refusedUndo, true)}>
          Undo run {refusedUndo} anyway, both steps
        </button>
      )}
      {gone && stuck && <ConnectionForRun busy={busy} onPick={(id) => resume(stuck, id)} />}
      <PruneJournals onPruned={load} />
      {jobs.length === 0 && !busy && <p>No runs yet.</p>}
      {jobs.length > 0 && (
        <div className="table-wrap" tabIndex={0} role="region" aria-label="Past runs, scrollable">
          <table aria-label="Past runs">
            <thead>
              <tr>
                <th scope="col">Started</th>
                <th scope="col">File</th>
                <th scope="col">Resource</th>
                <th scope="col">State</th>
                <th scope="col">Counts</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {jobs.map((j) => (
                <JobRow key={j.jobId} j={j} busy={busy} onResume={resume} onOpen={onOpen} onUndo={undo} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

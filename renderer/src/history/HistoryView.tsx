// History: past runs with their counts and files; open a report, resume an interrupted run,
// undo a finished one (its undo workbook through the same engine; rows changed since are skipped).
// The table (JobsTable.tsx) shows each undo under its run; removing old journals, the one
// destructive control, comes last (issue 42).
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobInfo } from '../../../shared/ipc/index.js';
import { ipcError } from '../bridge.js';
import { api, useAction, useEvent } from '../hooks.js';
import { useEngineText } from '../i18n/index.js';
import { ConnectionForRun, useConnectionGone } from '../connection/ConnectionForRun.js';
import { LiveRegion } from '../a11y/LiveRegion.js';
import { PruneJournals } from './PruneJournals.js';
import { counts, JobsTable } from './JobsTable.js';

export function HistoryView({ onOpen }: { onOpen(jobId: string, report: boolean): void }) {
  const { t } = useTranslation('history');
  const { verdict } = useEngineText();
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
        setUndone(t('undone', { id: jobId, counts: counts(r.counts, verdict) || t('undoneNothing') }));
      } catch (e) {
        // The refusal's English (main's words, whatever the screen's language) names it.
        if (ipcError(e).message.includes('this undo would')) setRefusedUndo(jobId);
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
        {t('title')}
      </h2>
      <LiveRegion role="alert" className="error">
        {error}
      </LiveRegion>
      <LiveRegion role="status" label={t('undoStatus')}>
        {undone}
      </LiveRegion>
      {refusedUndo && (
        <button type="button" disabled={busy} onClick={() => undo(refusedUndo, true)}>
          {t('undoAnyway', { id: refusedUndo })}
        </button>
      )}
      {gone && stuck && <ConnectionForRun busy={busy} onPick={(id) => resume(stuck, id)} />}
      {jobs.length === 0 && !busy && <p>{t('empty')}</p>}
      {jobs.length > 0 && <JobsTable jobs={jobs} busy={busy} onResume={resume} onOpen={onOpen} onUndo={undo} />}
      <PruneJournals onPruned={load} />
    </section>
  );
}

// History: past runs with their counts and files; open a report, resume an interrupted run,
// undo a finished one (its undo workbook through the same engine; rows changed since are skipped).
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobInfo } from '../../../shared/ipc/index.js';
import { api, errorText, fmt, useAction, useEvent } from '../hooks.js';
import { fmtDateTime, useEngineText } from '../i18n/index.js';
import { ConnectionForRun, useConnectionGone } from '../connection/ConnectionForRun.js';
import { LiveRegion } from '../a11y/LiveRegion.js';
import { PruneJournals } from './PruneJournals.js';

/** The counts per verdict; main names the verdicts (Created, Updated, ...) in English, shown translated. */
function counts(c: Record<string, number>, verdict: (name: string) => string): string {
  return Object.entries(c)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${verdict(k)} ${fmt(n)}`)
    .join(' · ');
}

function stateText(t: TFunction, state: JobInfo['runState']): string {
  const states: Record<JobInfo['runState'], string> = {
    running: t('state.running'),
    paused: t('state.paused'),
    cancelled: t('state.cancelled'),
    finished: t('state.finished'),
    failed: t('state.failed'),
    interrupted: t('state.interrupted'),
    idle: t('state.idle'),
  };
  return states[state];
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
  const { t } = useTranslation('history');
  const { verdict } = useEngineText();
  const state = stateText(t, j.runState);
  return (
    <tr>
      <td>{fmtDateTime(j.startedAt)}</td>
      <td title={j.file}>{j.file.split(/[\\/]/).pop()}</td>
      <td>
        {j.resource} ({j.operation})
      </td>
      <td>{j.dryRun ? t('row.dryRun', { state }) : state}</td>
      <td>{j.dryRun ? t('row.wouldBe', { counts: counts(j.counts, verdict) }) : counts(j.counts, verdict)}</td>
      <td>
        {j.runState === 'interrupted' || j.runState === 'paused' ? (
          <button type="button" onClick={() => onResume(j.jobId)}>
            {t('row.resume', { id: j.jobId })}
          </button>
        ) : (
          <>
            <button type="button" onClick={() => onOpen(j.jobId, true)}>
              {t('row.open', { id: j.jobId })}
            </button>
            {j.hasUndo && j.runState === 'finished' && (
              <button type="button" disabled={busy} onClick={() => onUndo(j.jobId)}>
                {t('row.undo', { id: j.jobId })}
              </button>
            )}
          </>
        )}
      </td>
    </tr>
  );
}

/** The past runs, in the order main lists them. */
function JobsTable({ jobs, ...row }: Omit<RowProps, 'j'> & { jobs: JobInfo[] }) {
  const { t } = useTranslation('history');
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={t('table.region')}>
      <table aria-label={t('table.label')}>
        <thead>
          <tr>
            <th scope="col">{t('table.started')}</th>
            <th scope="col">{t('table.file')}</th>
            <th scope="col">{t('table.resource')}</th>
            <th scope="col">{t('table.state')}</th>
            <th scope="col">{t('table.counts')}</th>
            <th scope="col">
              <span className="sr-only">{t('table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((j) => (
            <JobRow key={j.jobId} j={j} {...row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

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
      <PruneJournals onPruned={load} />
      {jobs.length === 0 && !busy && <p>{t('empty')}</p>}
      {jobs.length > 0 && <JobsTable jobs={jobs} busy={busy} onResume={resume} onOpen={onOpen} onUndo={undo} />}
    </section>
  );
}

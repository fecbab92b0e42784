// History's table of past runs (issue 42): each undo shown on its own line right under the run
// it undid, not as a run of its own with an Undo of its own, and a run once undone no longer
// offers Undo. Buttons say one short word each; their accessible names still name the run.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { JobInfo } from '../../../shared/ipc/index.js';
import { fmt } from '../hooks.js';
import { fmtDateTime, useEngineText } from '../i18n/index.js';
import { operationLabels, resourceLabels } from '../import/MapParts.js';

/** The counts per verdict; main names the verdicts (Created, Updated, ...) in English, shown translated. */
export function counts(c: Record<string, number>, verdict: (name: string) => string): string {
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

export interface RowActions {
  busy: boolean;
  onResume(jobId: string): void;
  onOpen(jobId: string, report: boolean): void;
  onUndo(jobId: string): void;
}

interface RowProps extends RowActions {
  j: JobInfo;
  /** This row is the undo of the run on the line above. */
  isUndo?: boolean;
  /** The run has an undo (shown under it): it offers no second one. */
  undone?: boolean;
}

/** What a run wrote, in the user's words (the service's names stay in the cell's title). */
function whatText(t: TFunction<'import'>, j: JobInfo): string {
  const resource = (resourceLabels(t) as Record<string, string>)[j.resource] ?? j.resource;
  const operation = (operationLabels(t) as Record<string, string>)[j.operation] ?? j.operation;
  return `${resource} · ${operation}`;
}

/** One past run: resumed when interrupted or paused, else its report opened or undone. */
function JobRow({ j, isUndo, undone, busy, onResume, onOpen, onUndo }: RowProps) {
  const { t } = useTranslation('history');
  const { verdict } = useEngineText();
  const { t: tImport } = useTranslation('import');
  // Stopped before sending (a mass change not confirmed): nothing was sent, said so (issue 42).
  const state = j.held ? t('state.held') : stateText(t, j.runState);
  const resumable = j.runState === 'interrupted' || j.runState === 'paused';
  return (
    <tr className={isUndo ? 'undo-row' : undefined}>
      <td>{fmtDateTime(j.startedAt)}</td>
      <td title={j.file}>{isUndo ? `↳ ${t('row.undoOf')}` : j.file.split(/[\\/]/).pop()}</td>
      <td title={`${j.resource} (${j.operation})`}>{whatText(tImport, j)}</td>
      <td>{j.dryRun ? t('row.dryRun', { state }) : state}</td>
      <td>{j.dryRun ? t('row.wouldBe', { counts: counts(j.counts, verdict) }) : counts(j.counts, verdict)}</td>
      <td className="row-actions">
        {resumable ? (
          <button type="button" aria-label={t('row.resume', { id: j.jobId })} onClick={() => onResume(j.jobId)}>
            {t('row.resumeShort')}
          </button>
        ) : (
          <>
            <button type="button" aria-label={t('row.open', { id: j.jobId })} onClick={() => onOpen(j.jobId, true)}>
              {t('row.openShort')}
            </button>
            {j.hasUndo && j.runState === 'finished' && !isUndo && !undone && (
              <button
                type="button"
                aria-label={t('row.undo', { id: j.jobId })}
                disabled={busy}
                onClick={() => onUndo(j.jobId)}
              >
                {t('row.undoShort')}
              </button>
            )}
          </>
        )}
      </td>
    </tr>
  );
}

/** Runs in main's order, each followed by its undos; an undo whose run is gone stands alone. */
export function withUndos(jobs: JobInfo[]): { j: JobInfo; isUndo: boolean; undone: boolean }[] {
  const listed = new Set(jobs.map((j) => j.jobId));
  const undosOf = new Map<string, JobInfo[]>();
  for (const j of jobs)
    if (j.undoOf && listed.has(j.undoOf)) undosOf.set(j.undoOf, [...(undosOf.get(j.undoOf) ?? []), j]);
  return jobs
    .filter((j) => !(j.undoOf && listed.has(j.undoOf)))
    .flatMap((j) => {
      const undos = undosOf.get(j.jobId) ?? [];
      return [
        { j, isUndo: Boolean(j.undoOf), undone: undos.length > 0 },
        ...undos.map((u) => ({ j: u, isUndo: true, undone: false })),
      ];
    });
}

/** The past runs, each with its undos under it. */
export function JobsTable({ jobs, ...actions }: RowActions & { jobs: JobInfo[] }) {
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
          {withUndos(jobs).map((r) => (
            <JobRow key={r.j.jobId} {...r} {...actions} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

// Runs an earlier start left interrupted, each with its date, file and counts, so the right
// run is resumed, or discarded when it is not wanted.
import { Trans, useTranslation } from 'react-i18next';
import type { JobInfo } from '../../shared/ipc/index.js';
import { api, fmt } from './hooks.js';
import { fmtDateTime, useEngineText } from './i18n/index.js';

interface Props {
  runs: JobInfo[];
  onResume(run: JobInfo): void;
  /** Main has recorded the run as cancelled: it is no longer offered. */
  onDiscarded(jobId: string): void;
}

function InterruptedRun({ j, onResume, onDiscarded }: { j: JobInfo } & Omit<Props, 'runs'>) {
  const { t } = useTranslation('common');
  const { verdict } = useEngineText();
  const all = Object.values(j.counts).reduce((a, b) => a + b, 0);
  const pending = j.counts.Pending ?? 0;
  // Main names the verdicts (Created, Updated, ...) in English; shown in the UI language.
  const done = Object.entries(j.counts)
    .filter(([k, n]) => k !== 'Pending' && n > 0)
    .map(([k, n]) => `${verdict(k)} ${fmt(n)}`)
    .join(', ');
  const name = j.file.split(/[\\/]/).pop();
  const values = { name, date: fmtDateTime(j.startedAt), done: fmt(all - pending), total: fmt(all), counts: done };
  return (
    <p>
      <Trans
        t={t}
        i18nKey={done ? 'interrupted.runWithCounts' : 'interrupted.run'}
        count={all}
        values={values}
        components={[<strong key="name" />]}
      />{' '}
      <button type="button" onClick={() => onResume(j)}>
        {t('interrupted.resume')}
      </button>{' '}
      <button
        type="button"
        aria-label={t('interrupted.discardLabel', { name })}
        onClick={() => {
          // Ends the run for good: rows not sent are marked so in its report, and it is not offered
          // again. The notice goes once main has recorded that, so quitting right after a
          // Discard cannot bring the run back; if the cancel fails it stays offered.
          void api()
            ['jobs.cancel']({ jobId: j.jobId })
            .then(
              () => onDiscarded(j.jobId),
              () => undefined,
            );
        }}
      >
        {t('interrupted.discard')}
      </button>
    </p>
  );
}

export function InterruptedRuns({ runs, onResume, onDiscarded }: Props) {
  const { t } = useTranslation('common');
  return (
    <div className="notice" role="region" aria-label={t('interrupted.label')}>
      {runs.map((j) => (
        <InterruptedRun key={j.jobId} j={j} onResume={onResume} onDiscarded={onDiscarded} />
      ))}
    </div>
  );
}

// Runs an earlier start left interrupted, each with its date, file and counts, so the right
// run is resumed, or discarded when it is not wanted.
import type { JobInfo } from '../../shared/ipc/index.js';
import { api, fmt } from './hooks.js';

interface Props {
  runs: JobInfo[];
  onResume(run: JobInfo): void;
  /** Main has recorded the run as cancelled: it is no longer offered. */
  onDiscarded(jobId: string): void;
}

function InterruptedRun({ j, onResume, onDiscarded }: { j: JobInfo } & Omit<Props, 'runs'>) {
  const all = Object.values(j.counts).reduce((a, b) => a + b, 0);
  const pending = j.counts.Pending ?? 0;
  const done = Object.entries(j.counts)
    .filter(([k, n]) => k !== 'Pending' && n > 0)
    .map(([k, n]) => `${k} ${fmt(n)}`)
    .join(', ');
  const name = j.file.split(/[\\/]/).pop();
  return (
    <p>
      A run of <strong>{name}</strong> started {new Date(j.startedAt).toLocaleString()} was interrupted:{' '}
      {fmt(all - pending)} of {fmt(all)} {all === 1 ? 'row' : 'rows'} done{done ? ` (${done})` : ''}.{' '}
      <button type="button" onClick={() => onResume(j)}>
        Resume interrupted run
      </button>{' '}
      <button
        type="button"
        aria-label={`Discard the interrupted run of ${name}`}
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
        Discard
      </button>
    </p>
  );
}

export function InterruptedRuns({ runs, onResume, onDiscarded }: Props) {
  return (
    <div className="notice" role="region" aria-label="Interrupted runs">
      {runs.map((j) => (
        <InterruptedRun key={j.jobId} j={j} onResume={onResume} onDiscarded={onDiscarded} />
      ))}
    </div>
  );
}

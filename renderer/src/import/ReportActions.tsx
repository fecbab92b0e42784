// The Report's buttons: "Fix and re-send" first when rows failed or were invalid (issue 42),
// then copies of the result and undo workbooks, retry, "Send anyway", and a new import.
import { useTranslation } from 'react-i18next';
import type { JobInfo } from '../../../shared/ipc/index.js';
import { Button } from '../a11y/Button.js';
import { SendAnyway } from './SendAnyway.js';
import { api } from '../hooks.js';
import { useConnectionGone } from '../connection/ConnectionForRun.js';

type Run = (work: () => Promise<unknown>) => Promise<unknown>;

/** The job run again: its failed rows, or the cells held back as changed on the service since the export (issue 26). */
export function useReruns(jobId: string, run: Run, onRetry: (jobId: string) => void) {
  const { gone, watch } = useConnectionGone();
  const retry = (connectionId?: string) =>
    void run(async () => {
      await watch(() => api()['jobs.retryFailed']({ jobId, ...(connectionId ? { connectionId } : {}) }));
      onRetry(jobId);
    });
  const sendAnyway = () =>
    void run(async () => {
      await watch(() => api()['jobs.sendAnyway']({ jobId }));
      onRetry(jobId);
    });
  return { gone, retry, sendAnyway };
}

interface Props {
  info: JobInfo | null;
  busy: boolean;
  /** The Fix and re-send editor is open (its own buttons send or close it). */
  fixing: boolean;
  onFix(): void;
  onSave(which: 'jobs.saveResult' | 'jobs.saveUndo'): void;
  onRetry(): void;
  onSendAnyway(): void;
  onNew(): void;
}

export function ReportActions({ info, busy, fixing, onFix, onSave, onRetry, onSendAnyway, onNew }: Props) {
  const { t } = useTranslation('import');
  const failed = (info?.counts.Failed ?? 0) > 0;
  const fixable = failed || (info?.counts.Invalid ?? 0) > 0;
  return (
    <div className="actions">
      {fixable && !fixing && (
        <Button onClick={onFix} inactive={busy}>
          {t('fix.open')}
        </Button>
      )}
      <Button
        onClick={() => onSave('jobs.saveResult')}
        inactive={busy || !info?.hasResult}
        aria-keyshortcuts="Control+S"
      >
        {t('report.saveResult')}
      </Button>
      <Button onClick={() => onSave('jobs.saveUndo')} inactive={busy || !info?.hasUndo}>
        {t('report.saveUndo')}
      </Button>
      <Button onClick={onRetry} inactive={busy || !failed}>
        {t('report.retry')}
      </Button>
      <SendAnyway heldBack={info?.heldBack} busy={busy} onSend={onSendAnyway} />
      <button type="button" className="primary" onClick={onNew}>
        {t('report.new')}
      </button>
    </div>
  );
}

// The result workbook the app saved by itself when the run ended (issue 42): its path, and
// Open and Show in folder. Main knows the path; the buttons name the job, never a file.
import { useTranslation } from 'react-i18next';
import type { JobInfo } from '../../../shared/ipc/index.js';
import { Button } from '../a11y/Button.js';
import { api } from '../hooks.js';

interface Props {
  info: JobInfo | null;
  busy: boolean;
  run(work: () => Promise<unknown>): Promise<unknown>;
}

export function SavedResult({ info, busy, run }: Props) {
  const { t } = useTranslation('import');
  if (!info?.savedResult) return null;
  const open = (how: 'open' | 'folder') => void run(() => api()['jobs.openResult']({ jobId: info.jobId, how }));
  return (
    <div className="saved-result" role="group" aria-label={t('saved.label')}>
      <p>
        {t('saved.where')} <span className="path">{info.savedResult}</span>
      </p>
      <Button onClick={() => open('open')} inactive={busy}>
        {t('saved.open')}
      </Button>
      <Button onClick={() => open('folder')} inactive={busy}>
        {t('saved.folder')}
      </Button>
    </div>
  );
}

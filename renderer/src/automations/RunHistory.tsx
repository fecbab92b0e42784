// One automation's history: per file the time, the file, the status, the counts and its
// result and undo workbooks, which main opens with the system's own app by the run's id.
import { useTranslation } from 'react-i18next';
import type { AutomationRun } from '../../../shared/ipc/index.js';
import { fmtDateTime, shownInUi } from '../i18n/index.js';
import { countsText, fileName } from './run-text.js';

interface Props {
  name: string;
  runs: AutomationRun[];
  onOpen(runId: string, which: 'result' | 'undo'): void;
}

function RunRow({ run, onOpen }: { run: AutomationRun; onOpen: Props['onOpen'] }) {
  const { t } = useTranslation('automations');
  return (
    <tr data-status={run.status}>
      <td>{fmtDateTime(run.finishedAt)}</td>
      <td title={run.file ?? ''}>{fileName(run.file)}</td>
      <td>{t(`status.${run.status}`)}</td>
      {/* A run kept as data (a held file's reason) in the user's language; an older store's English as it is. */}
      <td>
        {[countsText(t, run.counts), run.shown ? shownInUi(run.shown) : (run.message ?? '')]
          .filter(Boolean)
          .join(' — ')}
      </td>
      <td>
        {run.result && (
          <button type="button" className="link" onClick={() => onOpen(run.id, 'result')}>
            {t('history.openResult')}
          </button>
        )}{' '}
        {run.undo && (
          <button type="button" className="link" onClick={() => onOpen(run.id, 'undo')}>
            {t('history.openUndo')}
          </button>
        )}
      </td>
    </tr>
  );
}

export function RunHistory({ name, runs, onOpen }: Props) {
  const { t } = useTranslation('automations');
  const title = t('history.title', { name });
  if (runs.length === 0) return <p>{t('history.empty')}</p>;
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={title}>
      <table aria-label={title}>
        <thead>
          <tr>
            <th scope="col">{t('history.time')}</th>
            <th scope="col">{t('history.file')}</th>
            <th scope="col">{t('history.status')}</th>
            <th scope="col">{t('history.counts')}</th>
            <th scope="col">{t('history.workbooks')}</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <RunRow key={run.id} run={run} onOpen={onOpen} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

// Report: counts per result, the rows filtered by result with their messages, the result
// and undo workbooks, retry of failed rows, "Send anyway" for cells held back as changed on the
// service since the file's export. Ctrl+S saves the result workbook.
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportRow, RowResult } from '../../../shared/ipc/index.js';
import { VirtualGrid } from '../grid/VirtualGrid.js';
import { api, useAction } from '../hooks.js';
import { ConnectionForRun, useConnectionGone } from '../connection/ConnectionForRun.js';
import { Button } from '../a11y/Button.js';
import { LiveRegion } from '../a11y/LiveRegion.js';
import { useShortcuts } from '../a11y/useShortcuts.js';
import { ResultCounts, RowDetail, saveWorkbook, useReport, useReportColumns } from './ReportParts.js';
import { SendAnyway } from './SendAnyway.js';

interface Props {
  jobId: string;
  onRetry(jobId: string): void;
  onNew(): void;
}

export function ReportStep({ jobId, onRetry, onNew }: Props) {
  const [result, setResult] = useState<RowResult | 'all'>('all');
  const [detail, setDetail] = useState<ReportRow | null>(null);
  const { t } = useTranslation('import');
  const [saved, setSaved] = useState(''); // the path of the workbook just saved
  const { busy, error, run } = useAction();
  const { gone, watch } = useConnectionGone();
  const retry = (connectionId?: string) =>
    void run(async () => {
      await watch(() => api()['jobs.retryFailed']({ jobId, ...(connectionId ? { connectionId } : {}) }));
      onRetry(jobId);
    });
  // Cells changed on the service since the file's export were held back: sent only when asked (issue 26).
  const sendAnyway = () =>
    void run(async () => {
      await watch(() => api()['jobs.sendAnyway']({ jobId }));
      onRetry(jobId);
    });
  const { info, total, headers } = useReport(jobId, result);

  const fetchPage = useCallback(
    async (offset: number, limit: number) => (await api()['jobs.rows']({ jobId, result, offset, limit })).rows,
    [jobId, result],
  );
  const columns = useReportColumns(headers, setDetail);

  const save = (which: 'jobs.saveResult' | 'jobs.saveUndo') =>
    void run(async () => {
      const r = await saveWorkbook(jobId, which);
      if (r.path) setSaved(r.path);
    });
  const failed = (info?.counts.Failed ?? 0) > 0;
  const scope = useRef<HTMLElement>(null);
  useShortcuts(scope, { 'Ctrl+S': !busy && Boolean(info?.hasResult) && (() => save('jobs.saveResult')) });
  return (
    <section aria-labelledby="report-title" className="step" ref={scope}>
      <h2 id="report-title" tabIndex={-1}>
        {t('report.title')}
      </h2>
      <LiveRegion className="notice">{info?.runState === 'cancelled' && t('report.cancelled')}</LiveRegion>
      <ResultCounts info={info} result={result} onResult={setResult} />
      <VirtualGrid
        label={t('report.rows')}
        total={total}
        columns={columns}
        fetchPage={fetchPage}
        version={`${result}-${info?.finishedAt ?? ''}-${total}`}
        height={300}
        readOnly
      />
      {info?.resource === 'ChannelDocuments' && <p className="note">{t('documents.noUndo')}</p>}
      <RowDetail detail={detail} />
      <LiveRegion>{busy ? t('flow.working') : saved && t('report.saved', { path: saved })}</LiveRegion>
      <LiveRegion role="alert" className="error">
        {error}
      </LiveRegion>
      {gone && <ConnectionForRun busy={busy} onPick={retry} />}
      <div className="actions">
        <Button
          onClick={() => save('jobs.saveResult')}
          inactive={busy || !info?.hasResult}
          aria-keyshortcuts="Control+S"
        >
          {t('report.saveResult')}
        </Button>
        <Button onClick={() => save('jobs.saveUndo')} inactive={busy || !info?.hasUndo}>
          {t('report.saveUndo')}
        </Button>
        <Button onClick={() => retry()} inactive={busy || !failed}>
          {t('report.retry')}
        </Button>
        <SendAnyway heldBack={info?.heldBack} busy={busy} onSend={sendAnyway} />
        <button type="button" className="primary" onClick={onNew}>
          {t('report.new')}
        </button>
      </div>
    </section>
  );
}

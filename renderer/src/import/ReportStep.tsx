// Report: the verdict and the outcomes as a bar (issue 42), counts per result, the rows
// filtered by result with their messages, the result workbook saved by itself (Open, Show in
// folder) and the undo workbook, "Fix and re-send" for Invalid and Failed rows, retry of failed
// rows, "Send anyway" for cells held back as changed on the service since the file's export.
// Ctrl+S saves a copy of the result workbook.
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportRow, RowResult } from '../../../shared/ipc/index.js';
import { VirtualGrid } from '../grid/VirtualGrid.js';
import { api, useAction } from '../hooks.js';
import { ConnectionForRun } from '../connection/ConnectionForRun.js';
import { LiveRegion } from '../a11y/LiveRegion.js';
import { useShortcuts } from '../a11y/useShortcuts.js';
import { ResultCounts, RowDetail, saveWorkbook, useReport, useReportColumns } from './ReportParts.js';
import { ReportActions, useReruns } from './ReportActions.js';
import { OutcomeBar } from './OutcomeBar.js';
import { ReportVerdict } from './ReportVerdict.js';
import { SavedResult } from './SavedResult.js';
import { FixRows } from './FixRows.js';

interface Props {
  jobId: string;
  onRetry(jobId: string): void;
  /** "Fix and re-send" started a new run of the fixed rows: its Send step follows. */
  onResent(jobId: string): void;
  onNew(): void;
}

export function ReportStep({ jobId, onRetry, onResent, onNew }: Props) {
  const [result, setResult] = useState<RowResult | 'all'>('all');
  const [detail, setDetail] = useState<ReportRow | null>(null);
  const { t } = useTranslation('import');
  const [saved, setSaved] = useState(''); // the path of the workbook just saved
  const { busy, error, run } = useAction();
  const { gone, retry, sendAnyway } = useReruns(jobId, run, onRetry);
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
  const fixable = (info?.counts.Failed ?? 0) + (info?.counts.Invalid ?? 0) > 0;
  const [fixing, setFixing] = useState(false);
  const scope = useRef<HTMLElement>(null);
  useShortcuts(scope, { 'Ctrl+S': !busy && Boolean(info?.hasResult) && (() => save('jobs.saveResult')) });
  return (
    <section aria-labelledby="report-title" className="step" ref={scope}>
      <h2 id="report-title" tabIndex={-1}>
        {t('report.title')}
      </h2>
      <LiveRegion className="notice">{info?.runState === 'cancelled' && t('report.cancelled')}</LiveRegion>
      <ReportVerdict info={info} />
      {info && <OutcomeBar counts={info.counts} label={t('outcome.label')} />}
      <SavedResult info={info} busy={busy} run={run} />
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
      {info?.noUndo && <p className="note">{t('documents.noUndo')}</p>}
      <RowDetail detail={detail} />
      <LiveRegion>{busy ? t('flow.working') : saved && t('report.saved', { path: saved })}</LiveRegion>
      <LiveRegion role="alert" className="error">
        {error}
      </LiveRegion>
      {gone && <ConnectionForRun busy={busy} onPick={retry} />}
      {fixing && fixable && (
        <FixRows
          jobId={jobId}
          headers={headers}
          busy={busy}
          run={run}
          onSent={onResent}
          onClose={() => setFixing(false)}
        />
      )}
      <ReportActions
        info={info}
        busy={busy}
        fixing={fixing}
        onFix={() => setFixing(true)}
        onSave={save}
        onRetry={() => retry()}
        onSendAnyway={sendAnyway}
        onNew={onNew}
      />
    </section>
  );
}

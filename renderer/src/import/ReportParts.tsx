// The pieces of the Report step: the job's report and row count as a hook, the grid's
// columns, the counts per result that filter the rows, and the pane that shows one message.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { JobInfo, ReportRow, RowResult } from '../../../shared/ipc/index.js';
import { RESULTS } from '../../../shared/ipc/index.js';
import type { GridColumn } from '../grid/VirtualGrid.js';
import { api, useEvent } from '../hooks.js';
import { fmtNumber, isBlank, resultLanguage, useEngineText, type EngineText } from '../i18n/index.js';

/** The job's report (reloaded when a run ends), the rows of one result, and the header row. */
export function useReport(jobId: string, result: RowResult | 'all') {
  const [info, setInfo] = useState<JobInfo | null>(null);
  const [total, setTotal] = useState(0);
  const load = useCallback(() => void api()['jobs.report']({ jobId }).then(setInfo), [jobId]);
  useEffect(load, [load]);
  useEvent('jobs.progress', (p) => {
    if (p.jobId === jobId && p.state !== 'running') load();
  });
  useEffect(() => {
    void api()
      ['jobs.rows']({ jobId, result, offset: 0, limit: 1 })
      .then((r) => setTotal(r.total));
  }, [jobId, result, info]);
  // The job's own header row (detected past any title rows, every column), not a fresh guess;
  // main reads an older job's from its file (the renderer names no file).
  const headers = info?.headers ?? [];
  return { info, total, headers };
}

export function reportColumns(
  t: TFunction<'import'>,
  headers: string[],
  onDetail: (r: ReportRow) => void,
  e: EngineText,
): GridColumn<ReportRow>[] {
  return [
    { key: 'row', label: t('column.row'), width: 84, render: (r) => r.rowNumber },
    {
      key: 'result',
      label: e.column('Result'),
      width: 100,
      render: (r) => <span className={`status s-${r.result.replace(/ /g, '-')}`}>{e.verdict(r.result)}</span>,
    },
    { key: 'http', label: e.column('HTTP Status'), width: 96, render: (r) => r.status ?? '' },
    ...headers.map((h, i) => ({ key: `c${i}`, label: h, width: 120, render: (r: ReportRow) => r.cells[i] ?? '' })),
    { key: 'old', label: e.column('Old Value'), width: 100, render: (r) => r.old },
    { key: 'new', label: e.column('New Value'), width: 100, render: (r) => r.new },
    {
      key: 'msg',
      label: e.column('Message'),
      width: 520,
      // Cut to the column's width in the grid: whole on hover, and in the detail pane below on click.
      render: (r) =>
        !isBlank(r.message) ? (
          <button
            type="button"
            className="link message"
            title={e.message(r.message)}
            aria-label={t('report.messageOf', { row: r.rowNumber, message: e.message(r.message) })}
            onClick={() => onDetail(r)}
          >
            {e.message(r.message)}
          </button>
        ) : (
          ''
        ),
    },
  ];
}

/** The report grid's columns, their names and the rows' words in the UI language. */
export function useReportColumns(headers: string[], onDetail: (r: ReportRow) => void): GridColumn<ReportRow>[] {
  const { t } = useTranslation('import');
  const e = useEngineText();
  return useMemo(() => reportColumns(t, headers, onDetail, e), [t, headers, onDetail, e]);
}

/** A workbook of the run saved where the user chooses; the result's messages in the UI's language. */
export function saveWorkbook(jobId: string, which: 'jobs.saveResult' | 'jobs.saveUndo') {
  return which === 'jobs.saveResult'
    ? api()['jobs.saveResult']({ jobId, language: resultLanguage() })
    : api()['jobs.saveUndo']({ jobId });
}

interface CountsProps {
  info: JobInfo | null;
  result: RowResult | 'all';
  onResult(r: RowResult | 'all'): void;
}

export function ResultCounts({ info, result, onResult }: CountsProps) {
  const { t } = useTranslation('import');
  const e = useEngineText();
  return (
    <div className="result-counts" role="group" aria-label={t('report.counts')}>
      <button type="button" aria-pressed={result === 'all'} onClick={() => onResult('all')}>
        {t('report.allRows')}
      </button>
      {RESULTS.map((r) => (
        <button
          type="button"
          key={r}
          aria-pressed={result === r}
          // A result with no rows is not coloured: "Failed 0" in red read as a failure (issue 42).
          className={(info?.counts[r] ?? 0) > 0 ? `s-${r.replace(/ /g, '-')}` : 's-none'}
          onClick={() => onResult(r)}
        >
          {e.verdict(r)} <strong>{fmtNumber(info?.counts[r] ?? 0)}</strong>
        </button>
      ))}
    </div>
  );
}

export function RowDetail({ detail }: { detail: ReportRow | null }) {
  const { t } = useTranslation('import');
  const e = useEngineText();
  return (
    <div className="detail-pane" role="region" aria-label={t('report.detail')}>
      {detail ? (
        <p>
          <strong>
            {t('report.detailRow', { row: detail.rowNumber, result: e.verdict(detail.result) })}
            {detail.status ? ` · ${t('report.detailHttp', { status: detail.status })}` : ''}
          </strong>
          : {e.message(detail.message)}
        </p>
      ) : (
        <p className="hint">{t('report.chooseMessage')}</p>
      )}
    </div>
  );
}

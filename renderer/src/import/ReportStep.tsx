// Report: counts per result, the rows filtered by result with their messages, the result
// and undo workbooks, retry of failed rows. Ctrl+S saves the result workbook.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { JobInfo, ReportRow, RowResult } from '../../../shared/ipc/index.js';
import { RESULTS } from '../../../shared/ipc/index.js';
import { VirtualGrid, type GridColumn } from '../grid/VirtualGrid.js';
import { api, fmt, useAction, useEvent } from '../hooks.js';
import { ConnectionForRun, useConnectionGone } from '../connection/ConnectionForRun.js';
import { Button } from '../a11y/Button.js';
import { LiveRegion } from '../a11y/LiveRegion.js';
import { useShortcuts } from '../a11y/useShortcuts.js';
import { NO_UNDO } from './DocumentsFolder.js';

interface Props {
  jobId: string;
  onRetry(jobId: string): void;
  onNew(): void;
}

export function ReportStep({ jobId, onRetry, onNew }: Props) {
  const [info, setInfo] = useState<JobInfo | null>(null);
  const [result, setResult] = useState<RowResult | 'all'>('all');
  const [total, setTotal] = useState(0);
  // Older jobs have no header list: then the file's own header row, read once.
  const [fileHeaders, setFileHeaders] = useState<string[]>([]);
  const [detail, setDetail] = useState<ReportRow | null>(null);
  const [saved, setSaved] = useState('');
  const { busy, error, run } = useAction();
  const { gone, watch } = useConnectionGone();
  const retry = (connectionId?: string) =>
    void run(async () => {
      await watch(() => api()['jobs.retryFailed']({ jobId, ...(connectionId ? { connectionId } : {}) }));
      onRetry(jobId);
    });
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
  // The job's own header row (detected past any title rows, every column), not a fresh guess.
  const headers = info?.headers ?? fileHeaders;
  useEffect(() => {
    if (info?.headers) return;
    void api()
      ['files.inspect']({ path: info?.file ?? '' })
      .then(
        (p) => setFileHeaders(p.headers),
        () => setFileHeaders([]),
      );
  }, [info?.file, info?.headers]);

  const fetchPage = useCallback(
    async (offset: number, limit: number) => (await api()['jobs.rows']({ jobId, result, offset, limit })).rows,
    [jobId, result],
  );
  const columns = useMemo<GridColumn<ReportRow>[]>(
    () => [
      { key: 'row', label: 'Row', width: 84, render: (r) => r.rowNumber },
      {
        key: 'result',
        label: 'Result',
        width: 100,
        render: (r) => <span className={`status s-${r.result}`}>{r.result}</span>,
      },
      { key: 'http', label: 'HTTP Status', width: 96, render: (r) => r.status ?? '' },
      ...headers.map((h, i) => ({ key: `c${i}`, label: h, width: 120, render: (r: ReportRow) => r.cells[i] ?? '' })),
      { key: 'old', label: 'Old Value', width: 100, render: (r) => r.old },
      { key: 'new', label: 'New Value', width: 100, render: (r) => r.new },
      {
        key: 'msg',
        label: 'Message',
        width: 520,
        // Cut to the column's width in the grid: whole on hover, and in the detail pane below on click.
        render: (r) =>
          r.message ? (
            <button
              type="button"
              className="link message"
              title={r.message}
              aria-label={`Row ${r.rowNumber} message: ${r.message}`}
              onClick={() => setDetail(r)}
            >
              {r.message}
            </button>
          ) : (
            ''
          ),
      },
    ],
    [headers],
  );

  const save = (which: 'jobs.saveResult' | 'jobs.saveUndo') =>
    void run(async () => {
      const r = await api()[which]({ jobId });
      if (r.path) setSaved(`Saved ${r.path}`);
    });
  const failed = (info?.counts.Failed ?? 0) > 0;
  const scope = useRef<HTMLElement>(null);
  useShortcuts(scope, { 'Ctrl+S': !busy && Boolean(info?.hasResult) && (() => save('jobs.saveResult')) });
  return (
    <section aria-labelledby="report-title" className="step" ref={scope}>
      <h2 id="report-title" tabIndex={-1}>
        Report
      </h2>
      <LiveRegion className="notice">
        {info?.runState === 'cancelled' && 'The run was cancelled; rows not sent are marked so.'}
      </LiveRegion>
      <div className="result-counts" role="group" aria-label="Counts per result">
        <button type="button" aria-pressed={result === 'all'} onClick={() => setResult('all')}>
          All rows
        </button>
        {RESULTS.map((r) => (
          <button type="button" key={r} aria-pressed={result === r} className={`s-${r}`} onClick={() => setResult(r)}>
            {r} <strong>{fmt(info?.counts[r] ?? 0)}</strong>
          </button>
        ))}
      </div>
      <VirtualGrid
        label="Report rows"
        total={total}
        columns={columns}
        fetchPage={fetchPage}
        version={`${result}-${info?.finishedAt ?? ''}-${total}`}
        height={300}
        readOnly
      />
      {info?.resource === 'ChannelDocuments' && <p className="note">{NO_UNDO}</p>}
      <div className="detail-pane" role="region" aria-label="Row detail">
        {detail ? (
          <p>
            <strong>
              Row {detail.rowNumber} · {detail.result}
              {detail.status ? ` · HTTP ${detail.status}` : ''}
            </strong>
            : {detail.message}
          </p>
        ) : (
          <p className="hint">Choose a message to read it whole here.</p>
        )}
      </div>
      <LiveRegion>{busy ? 'Working…' : saved}</LiveRegion>
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
          Save result workbook
        </Button>
        <Button onClick={() => save('jobs.saveUndo')} inactive={busy || !info?.hasUndo}>
          Save undo workbook
        </Button>
        <Button onClick={() => retry()} inactive={busy || !failed}>
          Retry failed rows
        </Button>
        <button type="button" className="primary" onClick={onNew}>
          New import
        </button>
      </div>
    </section>
  );
}

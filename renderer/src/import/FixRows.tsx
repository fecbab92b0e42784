// "Fix and re-send" (issue 42): the Report's Invalid and Failed rows in a small editor, every
// cell of each row an input beside the reason it was not sent. Only the rows whose values the
// person changed are sent, as a new run (main's jobs.resendFixed), whose Send and Report
// follow; the rows left alone are not sent again.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportRow } from '../../../shared/ipc/index.js';
import { Button } from '../a11y/Button.js';
import { api } from '../hooks.js';
import { fmtNumber, useEngineText } from '../i18n/index.js';

/** The rows one editor shows: enough for a weekly file's mistakes; the rest after those are fixed. */
const SHOWN = 100;

interface Props {
  jobId: string;
  headers: string[];
  busy: boolean;
  run(work: () => Promise<unknown>): Promise<unknown>;
  onSent(jobId: string): void;
  onClose(): void;
}

/** The Invalid and Failed rows, in row order. */
function useRowsToFix(jobId: string) {
  const [rows, setRows] = useState<ReportRow[] | null>(null);
  const [more, setMore] = useState(false);
  useEffect(() => {
    void Promise.all(
      (['Invalid', 'Failed'] as const).map((result) => api()['jobs.rows']({ jobId, result, offset: 0, limit: SHOWN })),
    ).then(([invalid, failed]) => {
      const all = [...invalid!.rows, ...failed!.rows].sort((a, b) => a.rowNumber - b.rowNumber);
      setMore(invalid!.total + failed!.total > all.length || all.length > SHOWN);
      setRows(all.slice(0, SHOWN));
    });
  }, [jobId]);
  return { rows, more };
}

export function FixRows({ jobId, headers, busy, run, onSent, onClose }: Props) {
  const { t } = useTranslation('import');
  const e = useEngineText();
  const { rows, more } = useRowsToFix(jobId);
  const [edits, setEdits] = useState<Map<number, string[]>>(new Map());
  const cellsOf = (r: ReportRow) => edits.get(r.rowNumber) ?? headers.map((_, i) => r.cells[i] ?? '');
  const changed = (rows ?? []).filter((r) => cellsOf(r).some((v, i) => v !== (r.cells[i] ?? '')));
  const edit = (r: ReportRow, column: number, value: string) =>
    setEdits((old) => new Map(old).set(r.rowNumber, cellsOf(r).with(column, value)));
  const send = () =>
    void run(async () => {
      const answer = await api()['jobs.resendFixed']({
        jobId,
        rows: changed.map((r) => ({ rowNumber: r.rowNumber, cells: cellsOf(r) })),
      });
      onSent(answer.jobId);
    });
  return (
    <section className="fix-rows" aria-labelledby="fix-title">
      <h3 id="fix-title">{t('fix.title')}</h3>
      <p className="hint">{t('fix.hint')}</p>
      {more && <p className="note">{t('fix.more', { n: fmtNumber(SHOWN) })}</p>}
      <div className="fix-table" data-may-scroll tabIndex={0} role="region" aria-label={t('fix.rows')}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('column.row')}</th>
              {headers.map((h, i) => (
                <th scope="col" key={i}>
                  {h}
                </th>
              ))}
              <th scope="col">{t('fix.why')}</th>
            </tr>
          </thead>
          <tbody>
            {(rows ?? []).map((r) => (
              <tr key={r.rowNumber}>
                <th scope="row">{r.rowNumber}</th>
                {cellsOf(r).map((v, i) => (
                  <td key={i}>
                    <input
                      value={v}
                      aria-label={t('fix.cell', { row: r.rowNumber, column: headers[i] })}
                      onChange={(ev) => edit(r, i, ev.target.value)}
                    />
                  </td>
                ))}
                <td className="why">
                  <span className={`status s-${r.result}`}>{e.verdict(r.result)}</span> {e.message(r.message)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="actions">
        <Button className="primary" onClick={send} inactive={busy || changed.length === 0}>
          {t('fix.send', { count: changed.length, n: fmtNumber(changed.length) })}
        </Button>
        <Button onClick={onClose} inactive={busy}>
          {t('fix.close')}
        </Button>
      </div>
    </section>
  );
}

// The guardrails' confirmation (issue 14): a run that would set many quantities to 0, send a
// negative quantity or delete many rows stops before sending anything, and this dialog names
// the numbers and (issue 42) the first rows behind each, "row 7, SKU 1002, DC 3, -4", so the
// person can check them in the file. Sending it anyway resumes the run with allowMassChange;
// closing it leaves the run paused with nothing sent (it can still be cancelled or resumed,
// which asks again). Each clause is said in the user's language (an older main's English as it is).
import { useTranslation } from 'react-i18next';
import type { JobProgress, MassFinding } from '../../../shared/ipc/index.js';
import { Modal } from '../a11y/Modal.js';
import { fmtNumber, shownInUi } from '../i18n/index.js';

type Rows = MassFinding['rows'];

function FindingRows({ rows, more, reason }: { rows: Rows; more: number; reason: string }) {
  const { t } = useTranslation('import');
  if (rows.length === 0) return null;
  return (
    <ul aria-label={t('mass.rows', { reason })}>
      {rows.map((r, i) => (
        <li key={`${r.row}-${i}`}>
          {[
            t('mass.row', { row: fmtNumber(r.row) }),
            ...(r.sku !== undefined ? [t('mass.sku', { sku: r.sku })] : []),
            ...(r.dc !== undefined ? [t('mass.dc', { dc: r.dc })] : []),
            ...(r.value !== undefined ? [fmtNumber(r.value)] : []),
          ].join(', ')}
        </li>
      ))}
      {more > 0 && <li>{t('mass.more', { n: fmtNumber(more) })}</li>}
    </ul>
  );
}

export function MassChangeDialog({
  change,
  busy,
  onConfirm,
  onClose,
}: {
  change: NonNullable<JobProgress['massChange']>;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const { t } = useTranslation('import');
  // A run stopped by an older main has reasons only: each shown without rows.
  const findings = (
    change.findings ?? change.reasons.map((reason): Omit<MassFinding, 'kind'> => ({ reason, rows: [], more: 0 }))
  ).map((f) => ({ ...f, reason: f.clause ? shownInUi(f.clause) : f.reason }));
  return (
    <Modal titleId="mass-change-title" onClose={onClose}>
      <div className="modal-body">
        <h2 id="mass-change-title">{t('mass.title')}</h2>
        <p>{t('mass.nothingSent')}</p>
        <ul aria-label={t('mass.list')} className="mass-findings">
          {findings.map((f) => (
            <li key={f.reason}>
              <span>{f.rows.length ? `${f.reason}:` : f.reason}</span>
              <FindingRows rows={f.rows} more={f.more} reason={f.reason} />
            </li>
          ))}
        </ul>
        <p>{t('mass.check')}</p>
        <div className="actions">
          <button type="button" onClick={onClose} autoFocus>
            {t('mass.doNotSend')}
          </button>
          <button type="button" onClick={onConfirm} disabled={busy}>
            {t('mass.sendAnyway')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

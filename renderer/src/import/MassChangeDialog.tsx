// The guardrails' confirmation (issue 14): a run that would set many quantities to 0, send a
// negative quantity or delete many rows stops before sending anything, and this dialog names
// the numbers. Sending it anyway resumes the run with allowMassChange; closing it leaves the
// run paused with nothing sent (it can still be cancelled or resumed, which asks again).
import { useTranslation } from 'react-i18next';
import { Modal } from '../a11y/Modal.js';

export function MassChangeDialog({
  reasons,
  busy,
  onConfirm,
  onClose,
}: {
  reasons: string[];
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const { t } = useTranslation('import');
  return (
    <Modal titleId="mass-change-title" onClose={onClose}>
      <h2 id="mass-change-title">{t('mass.title')}</h2>
      <p>{t('mass.nothingSent')}</p>
      <ul aria-label={t('mass.list')}>
        {reasons.map((r) => (
          <li key={r}>{r}</li>
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
    </Modal>
  );
}

// The guardrails' confirmation (issue 14): a run that would set many quantities to 0, send a
// negative quantity or delete many rows stops before sending anything, and this dialog names
// the numbers. Sending it anyway resumes the run with allowMassChange; closing it leaves the
// run paused with nothing sent (it can still be cancelled or resumed, which asks again).
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
  return (
    <Modal titleId="mass-change-title" onClose={onClose}>
      <h2 id="mass-change-title">Confirm a mass change</h2>
      <p>Nothing was sent. This run would:</p>
      <ul aria-label="Mass change">
        {reasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      <p>Check the file and the mapping. Send only if this is meant.</p>
      <div className="actions">
        <button type="button" onClick={onClose} autoFocus>
          Do not send
        </button>
        <button type="button" onClick={onConfirm} disabled={busy}>
          Send anyway
        </button>
      </div>
    </Modal>
  );
}

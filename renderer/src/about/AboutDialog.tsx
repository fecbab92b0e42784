// About: the version, the update settings, and the log file a support request asks for
// (it stays on this computer; nothing is sent anywhere).
import { useEffect, useState } from 'react';
import { Modal } from '../a11y/Modal.js';
import { Button } from '../a11y/Button.js';
import { api, useAction } from '../hooks.js';
import { UpdateSettings } from './UpdateSettings.js';

export function AboutDialog({ onClose }: { onClose(): void }) {
  const [version, setVersion] = useState('');
  const [logPath, setLogPath] = useState('');
  const { error, run } = useAction();
  useEffect(() => {
    void api()
      ['app.info']({})
      .then((i) => setVersion(i.version));
  }, []);
  return (
    <Modal titleId="about-title" onClose={onClose}>
      <div className="modal-body">
        <h2 id="about-title">About Commerce Bulk</h2>
        <p>Version {version}</p>
        <UpdateSettings />
        <section aria-labelledby="log-title">
          <h3 id="log-title">Log file</h3>
          <p>
            Errors, update checks and network failures, with passwords and tokens removed. Nothing is sent anywhere.
          </p>
          <Button onClick={() => void run(() => api()['logs.open']({})).then((r) => r && setLogPath(r.path))}>
            Open log file
          </Button>
          {logPath && <p>Opened {logPath}</p>}
          {error && <p role="alert">{error}</p>}
        </section>
        <div className="actions">
          <button type="button" autoFocus onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </Modal>
  );
}

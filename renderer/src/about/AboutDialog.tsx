// About: the version, the update settings, and the log file a support request asks for
// (it stays on this computer; nothing is sent anywhere).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../a11y/Modal.js';
import { Button } from '../a11y/Button.js';
import { api, useAction } from '../hooks.js';
import { UpdateSettings } from './UpdateSettings.js';

export function AboutDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('about');
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
        <h2 id="about-title">{t('title')}</h2>
        <p>{t('version', { version })}</p>
        <UpdateSettings />
        <section aria-labelledby="log-title">
          <h3 id="log-title">{t('log.title')}</h3>
          <p>{t('log.intro')}</p>
          <Button onClick={() => void run(() => api()['logs.open']({})).then((r) => r && setLogPath(r.path))}>
            {t('log.open')}
          </Button>
          {logPath && <p>{t('log.opened', { path: logPath })}</p>}
          {error && <p role="alert">{error}</p>}
        </section>
        <div className="actions">
          <button type="button" autoFocus onClick={onClose}>
            {t('common:close')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

// Settings: how the app reaches the service (proxy and "Test connection", issue 27), the
// keychain entries it owns (issue 25), and the update switch also shown under About.
import { useTranslation } from 'react-i18next';
import { Modal } from '../a11y/Modal.js';
import { UpdateSettings } from '../about/UpdateSettings.js';
import { NetworkSettings } from './NetworkSettings.js';
import { ConnectionTest } from './ConnectionTest.js';
import { KeychainEntries } from './KeychainEntries.js';
import { LanguageSettings } from './LanguageSettings.js';

export function SettingsDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('settings');
  return (
    <Modal titleId="settings-title" onClose={onClose}>
      <div className="modal-body">
        <h2 id="settings-title">{t('title')}</h2>
        <LanguageSettings />
        <NetworkSettings />
        <ConnectionTest />
        <KeychainEntries />
        <UpdateSettings />
        <div className="actions">
          <button type="button" onClick={onClose}>
            {t('common:close')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

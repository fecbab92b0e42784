// The header's "Settings" button and the dialog it opens, so the window adds one element
// (as About does).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsDialog } from './SettingsDialog.js';

export function SettingsButton() {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {t('button')}
      </button>
      {open && <SettingsDialog onClose={() => setOpen(false)} />}
    </>
  );
}

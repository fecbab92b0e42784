// The header's "About" button and the dialog it opens, so the window adds one element.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AboutDialog } from './AboutDialog.js';

export function AboutButton() {
  const { t } = useTranslation('about');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {t('button')}
      </button>
      {open && <AboutDialog onClose={() => setOpen(false)} />}
    </>
  );
}

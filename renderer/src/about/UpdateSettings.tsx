// Settings for updates: the user's "check automatically" switch and "Check for updates",
// both locked (and saying by whom) when an administrator turned updates off.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UpdateStatus } from '../../../shared/ipc/index.js';
import { Button } from '../a11y/Button.js';
import { api, useAction, useEvent } from '../hooks.js';
import { phaseText, policyText } from './update-text.js';

export function UpdateSettings() {
  const { t } = useTranslation('about');
  const [status, setStatus] = useState<UpdateStatus | null>(null);
  const { busy, error, run } = useAction();
  useEffect(() => {
    void run(() => api()['updates.status']({})).then((s) => s && setStatus(s));
  }, [run]);
  useEvent('updates.changed', setStatus);
  if (!status) return <p>{t('updates.reading')}</p>;
  const locked = status.policy !== null;
  const adminNote = policyText(t, status.policy);
  const toggle = (automatic: boolean) => {
    // Shown at once; main's answer (or the event) confirms it.
    setStatus({ ...status, automatic });
    void run(() => api()['updates.setAutomatic']({ automatic })).then((s) => s && setStatus(s));
  };
  return (
    <section aria-labelledby="updates-title">
      <h3 id="updates-title">{t('updates.title')}</h3>
      <label>
        <input
          type="checkbox"
          checked={status.automatic && !locked}
          disabled={locked}
          aria-describedby={adminNote ? 'updates-policy' : undefined}
          onChange={(e) => toggle(e.target.checked)}
        />{' '}
        {t('updates.automatic')}
      </label>
      {adminNote && <p id="updates-policy">{adminNote}</p>}
      <p role="status">{phaseText(t, status)}</p>
      {error && <p role="alert">{error}</p>}
      <Button
        inactive={busy || locked}
        onClick={() => void run(() => api()['updates.check']({})).then((s) => s && setStatus(s))}
      >
        {t('updates.check')}
      </Button>
    </section>
  );
}

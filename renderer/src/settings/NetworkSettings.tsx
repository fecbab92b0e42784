// Settings → Network: the proxy the app's connections use. "System" follows the operating
// system (PAC files and WPAD included); "manual" takes an address without a password (main
// refuses one: a password belongs in the system proxy or the environment).
import type { TFunction } from 'i18next';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProxySetting, SavedProxySetting } from '../../../shared/ipc/index.js';
import { Button } from '../a11y/Button.js';
import { api, useAction } from '../hooks.js';

const modes = (t: TFunction): { mode: ProxySetting['mode']; label: string }[] => [
  { mode: 'system', label: t('network.mode.system') },
  { mode: 'none', label: t('network.mode.none') },
  { mode: 'manual', label: t('network.mode.manual') },
];

export function NetworkSettings() {
  const { t } = useTranslation('settings');
  const [saved, setSaved] = useState<ProxySetting | null>(null);
  const [mode, setMode] = useState<ProxySetting['mode']>('system');
  const [manualUrl, setManualUrl] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState('');
  const { busy, error, run } = useAction();
  const show = (s: SavedProxySetting) => {
    setSaved(s);
    setProblem(s.problem ?? '');
    setMode(s.mode);
    setManualUrl(s.manualUrl ?? '');
  };
  useEffect(() => {
    void run(() => api()['settings.network']({})).then((s) => s && show(s));
  }, [run]);
  const save = (e: FormEvent) => {
    e.preventDefault();
    setNote('');
    const setting: ProxySetting = mode === 'manual' ? { mode, manualUrl } : { mode };
    void run(() => api()['settings.setNetwork'](setting)).then((s) => {
      if (!s) return;
      show(s);
      setNote(t('network.saved'));
    });
  };
  if (!saved) return <p>{t('network.reading')}</p>;
  return (
    <section aria-labelledby="network-title">
      <h3 id="network-title">{t('network.title')}</h3>
      {problem && <p role="alert">{t('network.damaged', { problem })}</p>}
      <form onSubmit={save}>
        <fieldset className="network-modes">
          <legend>{t('network.proxy')}</legend>
          {modes(t).map((m) => (
            <label key={m.mode} className="choice">
              <input type="radio" name="proxy-mode" checked={mode === m.mode} onChange={() => setMode(m.mode)} />{' '}
              {m.label}
            </label>
          ))}
          {mode === 'manual' && (
            <label>
              {t('network.address')}{' '}
              <input
                type="text"
                value={manualUrl}
                placeholder={t('network.placeholder')}
                aria-describedby="proxy-help"
                onChange={(e) => setManualUrl(e.target.value)}
              />
            </label>
          )}
          {mode === 'manual' && <p id="proxy-help">{t('network.help')}</p>}
        </fieldset>
        <Button type="submit" inactive={busy}>
          {t('network.save')}
        </Button>
      </form>
      <p role="status">{note}</p>
      {error && <p role="alert">{error}</p>}
    </section>
  );
}

// Settings → Network: the proxy the app's connections use. "System" follows the operating
// system (PAC files and WPAD included); "manual" takes an address without a password (main
// refuses one: a password belongs in the system proxy or the environment).
import { useEffect, useState, type FormEvent } from 'react';
import type { ProxySetting } from '../../../shared/ipc/index.js';
import { Button } from '../a11y/Button.js';
import { api, useAction } from '../hooks.js';

const MODES: { mode: ProxySetting['mode']; label: string }[] = [
  { mode: 'system', label: "System proxy settings (the operating system's, PAC files included)" },
  { mode: 'none', label: 'No proxy: connect directly' },
  { mode: 'manual', label: 'Manual proxy' },
];

export function NetworkSettings() {
  const [saved, setSaved] = useState<ProxySetting | null>(null);
  const [mode, setMode] = useState<ProxySetting['mode']>('system');
  const [manualUrl, setManualUrl] = useState('');
  const [note, setNote] = useState('');
  const { busy, error, run } = useAction();
  const show = (s: ProxySetting) => {
    setSaved(s);
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
      setNote('Saved. The connections use it from now on.');
    });
  };
  if (!saved) return <p>Reading the network settings…</p>;
  return (
    <section aria-labelledby="network-title">
      <h3 id="network-title">Network</h3>
      <form onSubmit={save}>
        <fieldset className="network-modes">
          <legend>Proxy</legend>
          {MODES.map((m) => (
            <label key={m.mode} className="choice">
              <input type="radio" name="proxy-mode" checked={mode === m.mode} onChange={() => setMode(m.mode)} />{' '}
              {m.label}
            </label>
          ))}
          {mode === 'manual' && (
            <label>
              Proxy address{' '}
              <input
                type="text"
                value={manualUrl}
                placeholder="http://proxy.example.com:8080"
                aria-describedby="proxy-help"
                onChange={(e) => setManualUrl(e.target.value)}
              />
            </label>
          )}
          {mode === 'manual' && (
            <p id="proxy-help">
              No user name or password here: a proxy that asks for one is used through the system proxy settings or
              HTTPS_PROXY in the environment.
            </p>
          )}
        </fieldset>
        <Button type="submit" inactive={busy}>
          Save network settings
        </Button>
      </form>
      <p role="status">{note}</p>
      {error && <p role="alert">{error}</p>}
    </section>
  );
}

// The keychain entries the app owns (issue 25): service, account and the connection using
// each, never a secret. A leftover (nothing uses it) can be removed here; one in use goes when
// its connection is removed, the mail server's password with `notify-setup --clear`.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResponseOf } from '../../../shared/ipc/index.js';
import { Button } from '../a11y/Button.js';
import { api, useAction } from '../hooks.js';

type Entry = ResponseOf<'keychain.list'>['entries'][number];

export function KeychainEntries() {
  const { t } = useTranslation('settings');
  const [entries, setEntries] = useState<Entry[] | null>(null);
  const { busy, error, run } = useAction();
  const load = useCallback(
    () => void run(() => api()['keychain.list']({})).then((r) => r && setEntries(r.entries)),
    [run],
  );
  useEffect(load, [load]);
  const remove = (account: string) => void run(() => api()['keychain.remove']({ account })).then(load);
  return (
    <section aria-labelledby="keychain-title">
      <h3 id="keychain-title">{t('keychain.title')}</h3>
      <p>{t('keychain.intro')}</p>
      {entries === null ? (
        <p>{t('keychain.reading')}</p>
      ) : entries.length === 0 ? (
        <p>{t('keychain.empty')}</p>
      ) : (
        <table aria-labelledby="keychain-title">
          <thead>
            <tr>
              <th scope="col">{t('keychain.service')}</th>
              <th scope="col">{t('keychain.account')}</th>
              <th scope="col">{t('keychain.usedBy')}</th>
              <th scope="col">
                <span className="sr-only">{t('keychain.action')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={`${e.service}/${e.account}`}>
                <td>{e.service}</td>
                <td>{e.account}</td>
                <td>{e.connection ?? (e.usedBy === 'mail' ? t('keychain.mailServer') : t('keychain.leftover'))}</td>
                <td>
                  {e.connection === null && !e.usedBy && (
                    <Button
                      inactive={busy}
                      aria-label={t('keychain.removeLabel', { account: e.account })}
                      onClick={() => remove(e.account)}
                    >
                      {t('keychain.remove')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {error && <p role="alert">{error}</p>}
    </section>
  );
}

// The keychain entries the app owns (issue 25): service, account and the connection using
// each, never a secret. A leftover (no connection uses it) can be removed here; one in use
// goes when its connection is removed.
import { useCallback, useEffect, useState } from 'react';
import type { ResponseOf } from '../../../shared/ipc/index.js';
import { Button } from '../a11y/Button.js';
import { api, useAction } from '../hooks.js';

type Entry = ResponseOf<'keychain.list'>['entries'][number];

export function KeychainEntries() {
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
      <h3 id="keychain-title">Keychain entries</h3>
      <p>The passwords and tokens the app keeps in the system keychain, by name only.</p>
      {entries === null ? (
        <p>Reading the keychain…</p>
      ) : entries.length === 0 ? (
        <p>The app has no entries in the keychain.</p>
      ) : (
        <table aria-labelledby="keychain-title">
          <thead>
            <tr>
              <th scope="col">Service</th>
              <th scope="col">Account</th>
              <th scope="col">Used by</th>
              <th scope="col">
                <span className="sr-only">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={`${e.service}/${e.account}`}>
                <td>{e.service}</td>
                <td>{e.account}</td>
                <td>{e.connection ?? 'Leftover (no connection uses it)'}</td>
                <td>
                  {e.connection === null && (
                    <Button inactive={busy} aria-label={`Remove ${e.account}`} onClick={() => remove(e.account)}>
                      Remove
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

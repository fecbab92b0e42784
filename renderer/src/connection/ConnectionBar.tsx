// The active connection and its profiles, always visible; switch, sign in again, add, remove.
import { useCallback, useEffect, useState } from 'react';
import type { ConnectionSummary } from '../../../shared/ipc/index.js';
import { api, useAction, useEvent } from '../hooks.js';
import { AddConnection } from './AddConnection.js';
import { Button } from '../a11y/Button.js';

const STATE_TEXT: Record<ConnectionSummary['state'], string> = {
  connected: 'Connected',
  'sign-in-required': 'Sign in again',
  'expires-soon': 'Session ends soon',
  offline: 'Offline',
};

export function ConnectionBar() {
  const [list, setList] = useState<{ activeId: string | null; connections: ConnectionSummary[] }>({
    activeId: null,
    connections: [],
  });
  const [adding, setAdding] = useState(false);
  const { busy, error, run } = useAction();
  const refresh = useCallback(() => void run(async () => setList(await api()['connections.list']({}))), [run]);
  useEffect(refresh, [refresh]);
  useEvent('connections.changed', refresh);
  const active = list.connections.find((c) => c.id === list.activeId);

  return (
    <section className="connection-bar" aria-label="Active connection">
      <label>
        Connection{' '}
        <select
          aria-label="Connection"
          value={list.activeId ?? ''}
          onChange={(e) => void run(() => api()['connections.setActive']({ id: e.target.value }))}
        >
          {list.connections.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      {active && (
        <>
          <span className={`badge state-${active.state}`} role="status" aria-label="Connection state">
            {STATE_TEXT[active.state]}
          </span>
          <ul className="profiles" aria-label="Profiles">
            {active.profiles.length ? active.profiles.map((p) => <li key={p.name}>{p.name}</li>) : <li>No profiles</li>}
          </ul>
          {active.state !== 'connected' && (
            <Button onClick={() => void run(() => api()['connections.signInAgain']({ id: active.id }))} inactive={busy}>
              Sign in again
            </Button>
          )}
          {active.kind !== 'sandbox' && (
            <Button
              className="link"
              onClick={() => void run(() => api()['connections.remove']({ id: active.id }))}
              inactive={busy}
            >
              Remove
            </Button>
          )}
        </>
      )}
      <button type="button" onClick={() => setAdding(true)}>
        Add connection
      </button>
      {active?.note && <span className="note">{active.note}</span>}
      {/* An alert is announced when it appears; kept out of the DOM while empty so it is never the page's first (empty) alert. */}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {adding && (
        <AddConnection
          onClose={() => {
            setAdding(false);
            refresh();
          }}
        />
      )}
    </section>
  );
}

// The active connection and its profiles, always visible; switch, sign in again, add, remove.
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConnectionSummary } from '../../../shared/ipc/index.js';
import { api, useAction, useEvent } from '../hooks.js';
import { AddConnection } from './AddConnection.js';
import { connectionName, connectionNote } from './connection-words.js';
import { Button } from '../a11y/Button.js';

function stateText(t: TFunction, state: ConnectionSummary['state']): string {
  const states: Record<ConnectionSummary['state'], string> = {
    connected: t('state.connected'),
    'sign-in-required': t('state.signInRequired'),
    'expires-soon': t('state.expiresSoon'),
    offline: t('state.offline'),
  };
  return states[state];
}

/** Live data or a test account: the person's word, saved with the connection; the band follows (issue 42). */
function ProductionToggle({
  active,
  busy,
  run,
}: {
  active: ConnectionSummary;
  busy: boolean;
  run: ReturnType<typeof useAction>['run'];
}) {
  const { t } = useTranslation('connection');
  return (
    <label className="radio">
      <input
        type="checkbox"
        checked={active.production}
        disabled={busy}
        onChange={(e) =>
          void run(() => api()['connections.setProduction']({ id: active.id, production: e.target.checked }))
        }
      />
      {t('bar.production')}
    </label>
  );
}

export function ConnectionBar() {
  const { t } = useTranslation('connection');
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
    <section className="connection-bar" aria-label={t('bar.label')}>
      <label>
        {t('bar.connection')}{' '}
        <select
          aria-label={t('bar.connection')}
          value={list.activeId ?? ''}
          onChange={(e) => void run(() => api()['connections.setActive']({ id: e.target.value }))}
        >
          {list.connections.map((c) => (
            <option key={c.id} value={c.id}>
              {connectionName(c, t)}
            </option>
          ))}
        </select>
      </label>
      {active && (
        <>
          <span className={`badge state-${active.state}`} role="status" aria-label={t('bar.state')}>
            {stateText(t, active.state)}
          </span>
          <ul className="profiles" aria-label={t('bar.profiles')}>
            {active.profiles.length ? (
              active.profiles.map((p) => <li key={p.name}>{p.name}</li>)
            ) : (
              <li>{t('bar.noProfiles')}</li>
            )}
          </ul>
          {active.state !== 'connected' && (
            <Button onClick={() => void run(() => api()['connections.signInAgain']({ id: active.id }))} inactive={busy}>
              {t('bar.signInAgain')}
            </Button>
          )}
          {active.kind !== 'sandbox' && <ProductionToggle active={active} busy={busy} run={run} />}
          {active.kind !== 'sandbox' && (
            <Button
              className="link"
              onClick={() => void run(() => api()['connections.remove']({ id: active.id }))}
              inactive={busy}
            >
              {t('bar.remove')}
            </Button>
          )}
        </>
      )}
      <button type="button" onClick={() => setAdding(true)}>
        {t('bar.add')}
      </button>
      {active && connectionNote(active, t) && <span className="note">{connectionNote(active, t)}</span>}
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

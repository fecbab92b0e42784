// When a run's own connection was removed, main refuses to resume it and names the choices
// (never a silent switch to whichever connection is active). This lets the user pick one of
// the current connections and resume on it; main records the pick in the job's journal.
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConnectionSummary } from '../../../shared/ipc/index.js';
import { ipcError } from '../bridge.js';
import { api, errorMessage } from '../hooks.js';
import { Button } from '../a11y/Button.js';
import { connectionName } from './connection-words.js';

/** True when a failed resume/retry means "this job's connection no longer exists". */
export function isConnectionGone(error: unknown): boolean {
  const shape = ipcError(error);
  return shape.code === 'failed' && shape.reason === 'connection-gone';
}

/**
 * Wraps a resume or retry call: remembers when it failed because the run's connection is gone
 * (the error itself still propagates, so the caller shows its message).
 */
export function useConnectionGone(): {
  gone: boolean;
  watch: <T>(work: () => Promise<T>) => Promise<T>;
  clear(): void;
} {
  const [gone, setGone] = useState(false);
  const watch = useCallback(async <T,>(work: () => Promise<T>): Promise<T> => {
    try {
      const result = await work();
      setGone(false);
      return result;
    } catch (error) {
      setGone(isConnectionGone(error));
      throw error;
    }
  }, []);
  return { gone, watch, clear: () => setGone(false) };
}

interface Props {
  busy: boolean;
  onPick(connectionId: string): void;
}

/** The select "Connection for this run" and the button that resumes on the chosen one. */
export function ConnectionForRun({ busy, onPick }: Props) {
  const { t } = useTranslation('connection');
  const selectId = useId();
  const [connections, setConnections] = useState<ConnectionSummary[]>([]);
  const [chosen, setChosen] = useState('');
  const [loadError, setLoadError] = useState('');
  useEffect(() => {
    void api()
      ['connections.list']({})
      .then(
        (r) => {
          setConnections(r.connections);
          setChosen((c) => c || r.activeId || r.connections[0]?.id || '');
        },
        (e: unknown) => setLoadError(errorMessage(e)),
      );
  }, []);
  return (
    <div className="connection-for-run" role="group" aria-label={t('forRun.label')}>
      <label htmlFor={selectId}>{t('forRun.select')}</label>{' '}
      <select
        id={selectId}
        value={chosen}
        onChange={(e) => setChosen(e.target.value)}
        disabled={connections.length === 0}
      >
        {connections.map((c) => (
          <option key={c.id} value={c.id}>
            {connectionName(c, t)} ({c.baseUrl})
          </option>
        ))}
      </select>{' '}
      <Button onClick={() => onPick(chosen)} inactive={busy || !chosen}>
        {t('forRun.resume')}
      </Button>
      {connections.length === 0 && !loadError && <p>{t('forRun.none')}</p>}
      {loadError && (
        <p role="alert" className="error">
          {t('forRun.loadError', { error: loadError })}
        </p>
      )}
    </div>
  );
}

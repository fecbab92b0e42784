// Small hooks over the bridge: subscribe to an event for the life of a component, and run a
// call while showing its error as a message a person can act on.
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { EventName, EventOf } from '../../shared/ipc/index.js';
import { getBridge, ipcError } from './bridge.js';
import { fmtNumber, shownInUi } from './i18n/index.js';

export const bridge = () => getBridge();
export const api = () => getBridge().call;

export function useEvent<E extends EventName>(event: E, listener: (payload: EventOf<E>) => void): void {
  // The latest listener, without re-subscribing on every render.
  const onEvent = useEffectEvent(listener);
  useEffect(() => getBridge().on(event, (p) => onEvent(p)), [event]);
}

/** A failed call's message and hint in the user's language (main's English where it sent no data). */
export function errorText(e: unknown): string {
  const shape = ipcError(e);
  const message = shape.shownMessage ? shownInUi(shape.shownMessage) : shape.message;
  const hint = shape.shownHint ? shownInUi(shape.shownHint) : shape.hint;
  return hint ? `${message} ${hint}` : message;
}

/** A failed call's message alone, in the user's language. */
export function errorMessage(e: unknown): string {
  const shape = ipcError(e);
  return shape.shownMessage ? shownInUi(shape.shownMessage) : shape.message;
}

/** Wraps async actions: busy flag, last error text. */
export function useAction(): {
  busy: boolean;
  error: string;
  run: <T>(work: () => Promise<T>) => Promise<T | undefined>;
  setError: (e: string) => void;
} {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = useCallback(async <T>(work: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    setError('');
    try {
      return await work();
    } catch (e) {
      setError(errorText(e));
      return undefined;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, run, setError };
}

export function formatSeconds(s: number | null | undefined): string {
  if (s === null || s === undefined || !Number.isFinite(s)) return '–';
  if (s < 60) return `${Math.round(s)} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;
  return `${Math.floor(s / 3600)} h ${Math.round((s % 3600) / 60)} min`;
}

/** A count as the user's language writes it (1,234 in English, 1.234 in German). */
export const fmt = (n: number): string => fmtNumber(n);

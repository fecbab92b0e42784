/**
 * One 'abort' listener per signal, however many waits of the client hang on it.
 *
 * A run's signal is shared by every call, slot wait, budget wait and backoff of the run.
 * When each of those added its own listener, a faulty run (retries, read-backs, five calls
 * in flight) put more than ten on the one signal at a time, and Node warned
 * "MaxListenersExceededWarning: Possible EventTarget memory leak detected". Here the
 * client's waits subscribe to a plain set behind a single listener, which is removed as
 * soon as the last wait leaves: the signal carries one listener of ours while the run
 * waits on something, none when it does not.
 */
interface Hub {
  subscribers: Set<() => void>;
  fire: () => void;
}

const hubs = new WeakMap<AbortSignal, Hub>();

/**
 * Calls `onAbort` once when `signal` aborts (at once, in a microtask, when it already has).
 * Returns the unsubscribe function; call it when the wait is over, whatever its outcome.
 */
export function whenAborted(signal: AbortSignal, onAbort: () => void): () => void {
  if (signal.aborted) {
    let cancelled = false;
    queueMicrotask(() => {
      if (!cancelled) onAbort();
    });
    return () => {
      cancelled = true;
    };
  }
  let hub = hubs.get(signal);
  if (!hub) {
    const subscribers = new Set<() => void>();
    const fire = (): void => {
      hubs.delete(signal);
      for (const s of [...subscribers]) s();
      subscribers.clear();
    };
    hub = { subscribers, fire };
    hubs.set(signal, hub);
    signal.addEventListener('abort', fire, { once: true });
  }
  const h = hub;
  // A wrapper per subscription, so the same function may subscribe twice and leave once each.
  const entry = (): void => onAbort();
  h.subscribers.add(entry);
  return () => {
    if (!h.subscribers.delete(entry) || h.subscribers.size) return;
    if (hubs.get(signal) === h) hubs.delete(signal);
    signal.removeEventListener('abort', h.fire);
  };
}

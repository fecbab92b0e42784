// Says when the service stops answering (issue 32): in a five-minute outage the only output
// used to be an ETA that kept growing. Past a threshold (30 s; COMMERCE_BULK_OUTAGE_AFTER_SECONDS
// for tests and impatient people) the run says how long the service has been silent, again
// every half threshold with the growing figure, and once more when it answers again. The
// client measures the silence (main/api service-watch.ts); this only polls it and words it.
import type { Message } from '../../../shared/i18n/index.js';
import type { JobClient } from '../engine-port.js';

export const OUTAGE_AFTER_ENV = 'COMMERCE_BULK_OUTAGE_AFTER_SECONDS';
const DEFAULT_AFTER_MS = 30_000;

/** 'silent' while the service does not answer (repeated with the growing figure); 'answering' once it does again. */
export interface OutageNotice {
  state: 'silent' | 'answering';
  /** How long the service had not answered, in whole seconds. */
  seconds: number;
  /** The CLI's English line. */
  message: string;
  /** The silent line as data for the app (issue 40), said in the user's language. */
  shown?: Message;
}

/** The threshold: the environment's COMMERCE_BULK_OUTAGE_AFTER_SECONDS when it is a positive number, else 30 s. */
export function outageAfterMs(env: NodeJS.ProcessEnv = process.env): number {
  const given = Number(env[OUTAGE_AFTER_ENV]);
  return Number.isFinite(given) && given > 0 ? given * 1000 : DEFAULT_AFTER_MS;
}

export function spokenDuration(seconds: number): string {
  if (seconds < 120) return `${seconds} s`;
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return s ? `${m} min ${s} s` : `${m} min`;
}

export function silentNotice(seconds: number): OutageNotice {
  return {
    state: 'silent',
    seconds,
    message: `The service has not answered for ${spokenDuration(seconds)}; still trying, nothing is lost.`,
    shown: { id: 'import:send.outageSilent', params: { duration: spokenDuration(seconds) } },
  };
}

export function answeringNotice(seconds: number): OutageNotice {
  return {
    state: 'answering',
    seconds,
    message: `The service answers again (after ${spokenDuration(seconds)} without an answer); requests whose answers were lost are read back before anything is sent again.`,
  };
}

/**
 * Polls the client's silence until the returned stop() is called; `say` gets each notice.
 * A client that cannot tell its silence (a test's stand-in) gets no notices.
 */
export function watchOutage(
  client: JobClient,
  say: (n: OutageNotice) => void,
  afterMs: number = outageAfterMs(),
): () => void {
  const silentMs = client.silentMs?.bind(client);
  if (!silentMs) return () => {};
  const everyMs = afterMs / 2;
  let saidAt: number | undefined; // the silence (ms) at the last notice
  let longest = 0;
  const tick = (): void => {
    const silent = silentMs();
    if (saidAt !== undefined && silent < saidAt) {
      say(answeringNotice(Math.round(longest / 1000)));
      saidAt = undefined;
      longest = 0;
    }
    if (silent < afterMs) return;
    longest = Math.max(longest, silent);
    if (saidAt === undefined || silent - saidAt >= everyMs) {
      saidAt = silent;
      say(silentNotice(Math.round(silent / 1000)));
    }
  };
  const timer = setInterval(tick, Math.max(50, Math.min(1000, afterMs / 4)));
  timer.unref();
  return () => clearInterval(timer);
}

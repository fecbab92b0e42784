/**
 * Exponential backoff with "full jitter" (AWS architecture blog): a random delay in
 * [base, cap] that doubles per attempt, so many clients that failed together do not
 * retry together.
 */
export function backoffDelay(
  attempt: number,
  random: () => number = Math.random,
  baseMs = 250,
  capMs = 15_000,
): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(baseMs / 2 + random() * (ceiling - baseMs / 2));
}

/** Retry-After as delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | string[] | undefined, now: number = Date.now()): number | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  if (v === undefined || v.trim() === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(v.trim())) return Math.round(Number(v) * 1000);
  const date = Date.parse(v);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

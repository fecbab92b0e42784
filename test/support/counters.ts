// The sandbox's /admin counters (loopback only, no OAuth): what a run really wrote and spent,
// read the way a tester outside the server would.
import { request } from 'undici';
import type { SandboxHandle } from '../../server/index.js';
import { entityBySet } from '../../shared/resources/index.js';

type Reachable = Pick<SandboxHandle, 'url'>;

/**
 * One /admin call; the JSON answer, or undefined for an empty body. A POST goes as JSON (`{}`
 * when no body is given): the sandbox refuses an admin POST without a JSON content type (415).
 * Throws on any status but 2xx, so a refused reset never passes unnoticed.
 */
export async function admin<T>(sandbox: Reachable, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await request(
    `${sandbox.url}${path}`,
    method === 'POST'
      ? { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) }
      : { method },
  );
  const text = await res.body.text();
  if (res.statusCode < 200 || res.statusCode > 299) throw new Error(`${method} ${path}: ${res.statusCode} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Writes applied per key since the last reset, e.g. {"DCQuantities(DistributionCenterID=1,ProductID=5)": 1}. */
export async function mutations(sandbox: Reachable): Promise<Record<string, number>> {
  return (await (await fetch(`${sandbox.url}/admin/mutations`)).json()) as Record<string, number>;
}

/** Sum of all mutation counts (every write the sandbox applied). */
export function totalWrites(m: Record<string, number>): number {
  return Object.values(m).reduce((a, b) => a + b, 0);
}

/** Zeroes the mutation and request counters (POST /admin/reset-counters, as JSON). */
export async function resetCounters(s: Reachable): Promise<void> {
  await admin(s, 'POST', '/admin/reset-counters');
}

/** Requests the run spent against a profile's budget (the sandbox charges every profile the token covers). */
export async function quotaSpent(s: Reachable): Promise<number> {
  const byProfile = (await (await fetch(`${s.url}/admin/requests`)).json()) as Record<string, number>;
  return Math.max(0, ...Object.values(byProfile));
}

/** The sandbox's mutation counter key, e.g. "DCQuantities(DistributionCenterID=1,ProductID=5)". */
export function mutationKey(entitySet: string, key: Record<string, string | number>): string {
  const entity = entityBySet(entitySet)!;
  const parts = entity.keys.map((k) =>
    typeof key[k] === 'number' ? `${k}=${key[k]}` : `${k}='${String(key[k]).replace(/'/g, "''")}'`,
  );
  return entity.keys.length === 1
    ? `${entity.entitySet}(${String(key[entity.keys[0]!])})`
    : `${entity.entitySet}(${parts.join(',')})`;
}

/** Keys whose mutation count since `before` is not exactly `times`, as "key: count" (empty when all are right). */
export async function notExactly(
  sandbox: Reachable,
  before: Record<string, number>,
  keys: string[],
  times = 1,
): Promise<string[]> {
  const after = await admin<Record<string, number>>(sandbox, 'GET', '/admin/mutations');
  return keys
    .map((k) => [k, (after[k] ?? 0) - (before[k] ?? 0)] as const)
    .filter(([, c]) => c !== times)
    .map(([k, c]) => `${k}: ${c}`);
}

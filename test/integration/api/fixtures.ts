// Test helpers for the client's integration tests: a TokenManager on the sandbox's
// developer-console credentials, and the sandbox's admin counters.
import { request } from 'undici';
import { TokenManager } from '../../../main/auth/token-manager.js';
import type { SandboxHandle } from '../../../server/index.js';
import { entityBySet } from '../../../shared/resources/index.js';

export function sandboxTokens(sandbox: SandboxHandle): TokenManager {
  const c = sandbox.credentials;
  return new TokenManager({
    baseUrl: sandbox.url,
    clientId: c.clientId,
    clientSecret: c.clientSecret,
    refreshToken: c.refreshToken,
  });
}

export async function admin<T>(sandbox: SandboxHandle, method: 'GET' | 'POST', path: string): Promise<T> {
  const res = await request(`${sandbox.url}${path}`, { method });
  const text = await res.body.text();
  return (text ? JSON.parse(text) : undefined) as T;
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

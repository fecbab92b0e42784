// Shared by the quirk tests: DCQuantity upserts with fresh values (so a read-back can never
// mistake an old value for the write), and the exact mutation counts they must leave.
import type { ApiRequest } from '../../../main/api/types.js';
import type { SandboxHandle } from '../../../server/index.js';
import { admin, mutationKey } from '../api/fixtures.js';

export interface Upserts {
  reqs: ApiRequest[];
  keys: string[];
}

/** One upsert per (DC, product) of the profile, with values from `base` up. */
export function dcUpserts(sandbox: SandboxHandle, profileIndex: number, products: number, base: number): Upserts {
  const profile = sandbox.credentials.profiles[profileIndex]!;
  const reqs: ApiRequest[] = [];
  const keys: string[] = [];
  let n = 0;
  for (const dc of profile.distributionCenterIds)
    for (const p of profile.productIds.slice(0, products)) {
      reqs.push({
        method: 'POST',
        path: '/v1/DCQuantities',
        idempotent: true,
        body: { ProductID: p, ProfileID: profile.id, DistributionCenterID: dc, AvailableQuantity: base + n++ },
      });
      keys.push(mutationKey('DCQuantities', { DistributionCenterID: dc, ProductID: p }));
    }
  return { reqs, keys };
}

/** Keys whose mutation count since `before` is not exactly `times`, as "key: count" (empty when all are right). */
export async function notExactly(
  sandbox: SandboxHandle,
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

export function mutations(sandbox: SandboxHandle): Promise<Record<string, number>> {
  return admin<Record<string, number>>(sandbox, 'GET', '/admin/mutations');
}

// DCQuantity upserts with fresh values (so a read-back can never mistake an old value for
// the write), and the mutation keys they must leave counted.
import type { ApiRequest } from '../../main/api/index.js';
import type { SandboxHandle } from '../../server/index.js';
import { mutationKey } from './counters.js';

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

// `npm run bench:client`: quota efficiency of the API client. The sandbox enforces a budget
// of 600 requests per 10 s window (per profile, a $batch costing 1 + its parts); the client
// is told the same budget and sends DCQuantity upserts in batches for about 30 seconds.
// Reports the achieved share of the budget (requests the sandbox counted / what the budget
// allows over the elapsed time; target >= 0.95) and the 429s left unrecovered (must be 0).
// Bounded: no new work starts after RUN_MS, and the whole run stops after HARD_STOP_MS.
import { startSandbox } from '../../server/index.js';
import { createApiClient } from '../../main/api/client.js';
import type { ApiRequest, ApiResult, ClientEvent } from '../../main/api/types.js';
import { TokenManager } from '../../main/auth/token-manager.js';
import { resetCounters } from '../support/index.js';

const BUDGET = 600;
const WINDOW_S = 10;
const RUN_MS = 30_000;
const HARD_STOP_MS = 60_000;
const PER_CALL = 300; // requests per batch() call; two callers keep the pipeline full
const CALLERS = 2;

async function main(): Promise<void> {
  const sandbox = await startSandbox({
    strict: true,
    quiet: true,
    seedProducts: 2000,
    rateLimit: BUDGET,
    rateWindow: WINDOW_S,
  });
  const hardStop = setTimeout(() => {
    console.error('bench:client: hard stop reached');
    process.exit(2);
  }, HARD_STOP_MS);
  const c = sandbox.credentials;
  const tokens = new TokenManager({
    baseUrl: sandbox.url,
    clientId: c.clientId,
    clientSecret: c.clientSecret,
    refreshToken: c.refreshToken,
  });
  const events: ClientEvent[] = [];
  const api = createApiClient({
    baseUrl: sandbox.url,
    tokens,
    budgetPerMinute: BUDGET * (60 / WINDOW_S),
    budgetWindowMs: WINDOW_S * 1000,
    onEvent: (e) => events.push(e),
  });
  const profile = c.profiles[0]!;
  const dc = profile.distributionCenterIds[0]!;
  let n = 0;
  const nextRequests = (): ApiRequest[] =>
    Array.from({ length: PER_CALL }, () => {
      const productId = profile.productIds[n % profile.productIds.length]!;
      return {
        method: 'POST',
        path: '/v1/DCQuantities',
        idempotent: true,
        body: { ProductID: productId, ProfileID: profile.id, DistributionCenterID: dc, AvailableQuantity: ++n },
      };
    });

  try {
    await tokens.getAccessToken(); // sign in before the clock starts
    await resetCounters(sandbox);
    const results: ApiResult[] = [];
    const started = Date.now();
    await Promise.all(
      Array.from({ length: CALLERS }, async () => {
        while (Date.now() - started < RUN_MS) results.push(...(await api.batch(nextRequests())));
      }),
    );
    const elapsedMs = Date.now() - started;
    const counted = (await (await fetch(`${sandbox.url}/admin/requests`)).json()) as Record<string, number>;
    const used = counted[String(profile.id)] ?? 0;
    const allowed = BUDGET * (elapsedMs / (WINDOW_S * 1000));
    const ratio = used / allowed;
    const unrecovered429 = results.filter((r) => r.status === 429).length;
    const failed = results.filter((r) => !r.ok).length;
    const throttled = events.filter((e) => e.type === 'throttled').length;
    const calls = events.filter((e) => e.type === 'sent').length;
    console.log(
      `bench:client  budget ${BUDGET}/${WINDOW_S}s  elapsed ${(elapsedMs / 1000).toFixed(1)} s  $batch calls ${calls}  requests counted by the sandbox ${used}`,
    );
    console.log(
      `bench:client  quota efficiency ${ratio.toFixed(3)} (target >= 0.95)  429s seen ${throttled}  unrecovered 429s ${unrecovered429}  failed ${failed} of ${results.length}`,
    );
    console.log(
      JSON.stringify({
        bench: 'client',
        budget: BUDGET,
        windowSeconds: WINDOW_S,
        elapsedMs,
        requestsCounted: used,
        ratio: Number(ratio.toFixed(4)),
        throttled,
        unrecovered429,
        failed,
        results: results.length,
      }),
    );
    if (ratio < 0.95 || unrecovered429 > 0) process.exitCode = 1;
  } finally {
    clearTimeout(hardStop);
    await api.close();
    await sandbox.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

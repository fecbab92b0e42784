// `npm run bench:sandbox`: throughput of the sandbox for $batch calls of 100 DCQuantity
// upserts over loopback: parts per second, p50/p99 batch latency, and what one part costs
// inside a batch against one single request. Bounded: each phase stops after its time or
// count budget, the whole run takes about 30 seconds.
import { writeBatchRequest, type BatchRequest } from '../../shared/batch/index.js';
import { startSandbox } from '../../server/index.js';

const BATCH = 100;
const PHASE_MS = 8_000;
const MAX_BATCHES = 400;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main(): Promise<void> {
  const sandbox = await startSandbox({ seedProducts: 10_000, rateLimit: 0, maxConcurrency: 0, quiet: true });
  try {
    const c = sandbox.credentials;
    const basic = Buffer.from(`${c.clientId}:${c.clientSecret}`).toString('base64');
    const tr = await fetch(`${sandbox.url}/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: c.refreshToken }).toString(),
    });
    const token = ((await tr.json()) as { access_token: string }).access_token;
    const profile = c.profiles[1]!;
    let n = 0;
    const upsert = (): BatchRequest => {
      n++;
      return {
        method: 'POST',
        url: `${sandbox.url}/v1/DCQuantities`,
        body: {
          ProductID: profile.productIds[n % profile.productIds.length],
          ProfileID: profile.id,
          DistributionCenterID: profile.distributionCenterIds[n % profile.distributionCenterIds.length],
          AvailableQuantity: n % 1000,
        },
      };
    };
    const sendBatch = async (): Promise<number> => {
      const { body, contentType } = writeBatchRequest(Array.from({ length: BATCH }, upsert));
      const t0 = performance.now();
      const res = await fetch(`${sandbox.url}/v1/$batch`, {
        method: 'POST',
        headers: { 'content-type': contentType, authorization: `Bearer ${token}`, accept: 'application/json' },
        body,
      });
      const json = (await res.json()) as { responses: { status: number }[] };
      const ms = performance.now() - t0;
      if (res.status !== 200 || json.responses.some((p) => p.status !== 201))
        throw new Error(`batch failed: ${res.status}`);
      return ms;
    };

    for (let i = 0; i < 3; i++) await sendBatch(); // warm-up: JIT, prepared statements
    const report = async (label: string, inFlight: number): Promise<number> => {
      const latencies: number[] = [];
      const start = performance.now();
      const worker = async (): Promise<void> => {
        while (performance.now() - start < PHASE_MS && latencies.length < MAX_BATCHES)
          latencies.push(await sendBatch());
      };
      await Promise.all(Array.from({ length: inFlight }, worker));
      const seconds = (performance.now() - start) / 1000;
      latencies.sort((a, b) => a - b);
      const perSecond = (latencies.length * BATCH) / seconds;
      console.log(
        `${label}: ${latencies.length} batches of ${BATCH} in ${seconds.toFixed(1)} s -> ${perSecond.toFixed(0)} parts/s; batch latency p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
      );
      return percentile(latencies, 50) / BATCH;
    };
    const perPart = await report('batches, 1 in flight', 1);
    await report('batches, 5 in flight', 5);

    const singles: number[] = [];
    const t0 = performance.now();
    while (performance.now() - t0 < PHASE_MS / 2 && singles.length < 5000) {
      const req = upsert();
      const s0 = performance.now();
      const res = await fetch(req.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(req.body),
      });
      await res.arrayBuffer();
      if (res.status !== 201) throw new Error(`single request failed: ${res.status}`);
      singles.push(performance.now() - s0);
    }
    singles.sort((a, b) => a - b);
    const single = percentile(singles, 50);
    console.log(
      `single requests: ${singles.length} in ${((performance.now() - t0) / 1000).toFixed(1)} s, p50 ${single.toFixed(2)} ms, p99 ${percentile(singles, 99).toFixed(2)} ms`,
    );
    console.log(
      `per-part cost: ${perPart.toFixed(3)} ms inside a batch vs ${single.toFixed(3)} ms as a single request (${(single / perPart).toFixed(1)}x); quota: a batch of ${BATCH} costs ${BATCH + 1} requests, ${BATCH} singles cost ${BATCH}`,
    );
  } finally {
    await sandbox.close();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});

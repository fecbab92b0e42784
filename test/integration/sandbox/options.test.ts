// Conformance of the CLI's limit and fault options (issue 3): --token-ttl, --rate-limit with
// --retry-after, --seed-products, --batch-timeout-size, and --fault-rate, whose 500/406
// answers and dropped connections are checked statistically over a bounded 200 calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessToken,
  type CliSandbox,
  curlBatch,
  DENIED,
  http,
  part,
  readCredentials,
  removeTrackedDirs,
  sleep,
  startSandboxCli,
  trackedTempDir,
  wrap,
} from '../../support/index.js';

let ttl: CliSandbox;
let faulty: CliSandbox;
let timing: CliSandbox;

beforeAll(async () => {
  [ttl, faulty, timing] = await Promise.all([
    startSandboxCli(trackedTempDir('ttl'), [
      '--token-ttl',
      '1',
      '--rate-limit',
      '3',
      '--retry-after',
      '--seed-products',
      '30',
    ]),
    startSandboxCli(trackedTempDir('faulty'), ['--fault-rate', '0.5', '--seed-products', '20']),
    startSandboxCli(trackedTempDir('timing'), ['--batch-timeout-size', '1', '--seed-products', '20']),
  ]);
});

afterAll(async () => {
  await Promise.all([ttl?.stop(), faulty?.stop(), timing?.stop()]);
  removeTrackedDirs();
});

describe('--token-ttl, --rate-limit, --retry-after, --seed-products', () => {
  it('expires tokens after the ttl, limits per profile and sends Retry-After when asked', async () => {
    const c = readCredentials(ttl.dir);
    for (const p of c.profiles) expect(p.productIds).toHaveLength(30);
    const t = await accessToken(ttl.url, c);
    const first = await http(
      ttl.url,
      'GET',
      `/v1/Products?$count=true&$top=1&$filter=ProfileID eq ${c.profiles[0]!.id}`,
      { token: t },
    );
    expect(first.status).toBe(200);
    expect(first.json['@odata.count']).toBe(30);
    await sleep(2100);
    const expired = await http(ttl.url, 'GET', '/v1/Profiles', { token: t });
    expect(expired.status).toBe(401);
    expect(expired.json).toEqual(DENIED);

    const t2 = await accessToken(ttl.url, c);
    expect((await http(ttl.url, 'GET', '/v1/Profiles', { token: t2 })).status).toBe(200);
    expect((await http(ttl.url, 'GET', '/v1/Profiles', { token: t2 })).status).toBe(200);
    const limited = await http(ttl.url, 'GET', '/v1/Profiles', { token: t2 });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('--batch-timeout-size', () => {
  it('a batch of more than n requests gets a timeout error; n requests pass', async () => {
    const c = readCredentials(timing.dir);
    const t = await accessToken(timing.url, c);
    const one = await curlBatch(timing.url, wrap([part(1, 'GET', `${timing.url}/v1/Profiles`)]), { token: t });
    expect(one.status).toBe(200);
    const two = await curlBatch(
      timing.url,
      wrap([part(1, 'GET', `${timing.url}/v1/Profiles`), part(2, 'GET', `${timing.url}/v1/Packages`)]),
      { token: t },
    );
    expect([408, 500, 503, 504]).toContain(two.status);
  });
});

describe('--fault-rate', () => {
  it('at 0.5, 200 calls see transient 500s or 406s and dropped connections, and otherwise 200', async () => {
    const t = await accessToken(faulty.url, readCredentials(faulty.dir));
    let ok = 0;
    let transient = 0;
    let dropped = 0;
    const other: number[] = [];
    for (let i = 0; i < 200; i++) {
      try {
        const r = await http(faulty.url, 'GET', '/v1/Profiles', { token: t });
        if (r.status === 200) ok++;
        else if (r.status === 500 || r.status === 406) transient++;
        else other.push(r.status);
      } catch {
        dropped++;
      }
    }
    expect(other).toEqual([]);
    expect(ok).toBeGreaterThan(40);
    expect(transient).toBeGreaterThan(10);
    expect(dropped).toBeGreaterThan(5);
  });

  it('at 0.5, batch parts fail on their own with 500 or 406 inside a 200 batch', async () => {
    const t = await accessToken(faulty.url, readCredentials(faulty.dir));
    const body = wrap(Array.from({ length: 30 }, (_, i) => part(i + 1, 'GET', `${faulty.url}/v1/Profiles`)));
    let statuses: number[] | undefined;
    for (let attempt = 0; attempt < 15 && !statuses; attempt++) {
      const r = await curlBatch(faulty.url, body, { token: t, accept: 'application/json' }).catch(() => undefined);
      if (r?.status === 200) statuses = r.json.responses.map((p: { status: number }) => p.status);
    }
    expect(statuses).toHaveLength(30);
    expect(statuses!.filter((x) => x === 200).length).toBeGreaterThan(3);
    expect(statuses!.filter((x) => x === 500 || x === 406).length).toBeGreaterThan(3);
    expect(statuses!.every((x) => [200, 406, 500].includes(x))).toBe(true);
  });
});

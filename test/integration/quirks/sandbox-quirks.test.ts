// The sandbox side of issue 10: each quirk is off by default, on when asked, and does on the
// wire what the real service was seen to do; an unknown quirk name is refused with the list
// of known ones, by startSandbox() and by `npm run sandbox -- --quirks`, whose --help explains each.
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBatchRequest } from '../../../shared/batch/index.js';
import { startSandbox, type SandboxHandle } from '../../../server/index.js';
import { call, refreshToken, ROOT } from '../../support/index.js';

const KNOWN = '406-parts, multipart-answers, skip-wraps, batch-429';

function batchOf(sandbox: SandboxHandle, n: number): { body: string; contentType: string } {
  const p = sandbox.credentials.profiles[0]!;
  return writeBatchRequest(
    Array.from({ length: n }, (_, i) => ({
      method: 'GET' as const,
      url: `${sandbox.url}/v1/Products(${p.productIds[i]})`,
    })),
  );
}

describe('quirk options', () => {
  it('refuses an unknown quirk, naming the known ones', async () => {
    await expect(startSandbox({ quiet: true, quirks: ['406-parts', 'slow-tuesdays' as never] })).rejects.toThrow(
      `Unknown sandbox quirk 'slow-tuesdays': use any of ${KNOWN}.`,
    );
    await expect(startSandbox({ quiet: true, quirks: ['406-parts'], quirk406Rate: 2 })).rejects.toThrow(
      /quirk406Rate=2 is out of range/,
    );
  });

  it('npm run sandbox: --help explains every quirk; an unknown one is refused', () => {
    const help = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli.ts', '--help'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/--quirks <list>/);
    for (const q of KNOWN.split(', ')) expect(help.stdout).toMatch(new RegExp(`^  ${q} +\\S`, 'm'));
    const bad = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli.ts', '--quirks', 'skip-wraps,nope'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toContain(`Unknown sandbox quirk 'nope': use any of ${KNOWN}.`);
  });
});

describe('each quirk on the wire', () => {
  let plain: SandboxHandle;
  let quirky: SandboxHandle;
  let plainToken: string;
  let token: string;
  beforeAll(async () => {
    plain = await startSandbox({ quiet: true, seedProducts: 30 });
    quirky = await startSandbox({
      quiet: true,
      seedProducts: 30,
      quirks: ['406-parts', 'multipart-answers', 'skip-wraps', 'batch-429'],
      quirk406Rate: 1,
      quirk406Applied: 0,
      quirkBatchMax: 3,
    });
    [plainToken, token] = await Promise.all([refreshToken(plain), refreshToken(quirky)]);
  });
  afterAll(async () => {
    await Promise.all([plain?.close(), quirky?.close()]);
  });

  it('off by default: JSON answers, no 406, no wrap, big batches run', async () => {
    const b = batchOf(plain, 4);
    const r = await call(plain, plainToken, 'POST', '/v1/$batch', b.body, {
      'content-type': b.contentType,
      accept: 'application/json',
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    expect(r.json.responses.map((p: { status: number }) => p.status)).toEqual([200, 200, 200, 200]);
    const last = await call(plain, plainToken, 'GET', '/v1/Products?$skip=50');
    expect(last.json.value).toHaveLength(10);
    expect(last.json['@odata.nextLink']).toBeUndefined();
    expect((await call(plain, plainToken, 'GET', '/v1/Products?$skip=60')).json.value).toEqual([]);
  });

  it('406-parts and multipart-answers: a JSON-requested batch answered in multipart, its parts 406', async () => {
    const b = batchOf(quirky, 3);
    const r = await call(quirky, token, 'POST', '/v1/$batch', b.body, {
      'content-type': b.contentType,
      accept: 'application/json',
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^multipart\/mixed; boundary=batchresponse_/);
    expect(r.text.match(/^HTTP\/1\.1 \d+ .*$/gm)).toEqual([
      'HTTP/1.1 406 Not Acceptable',
      'HTTP/1.1 406 Not Acceptable',
      'HTTP/1.1 406 Not Acceptable',
    ]);
  });

  it('batch-429: a batch over the size is refused 429 as a whole', async () => {
    const b = batchOf(quirky, 4);
    const r = await call(quirky, token, 'POST', '/v1/$batch', b.body, {
      'content-type': b.contentType,
      accept: 'application/json',
    });
    expect(r.status).toBe(429);
    expect(r.headers.get('retry-after')).toBeNull();
    expect(r.json).toEqual({
      error: { code: '', message: 'Too many requests: a batch of 4 requests costs 5; slow down.' },
    });
  });

  it('skip-wraps: the last page links on, and past the end comes the first page again', async () => {
    const first = await call(quirky, token, 'GET', '/v1/Products?$orderby=ID');
    const last = await call(quirky, token, 'GET', '/v1/Products?$orderby=ID&$skip=50');
    expect(last.json.value).toHaveLength(10);
    expect(last.json['@odata.nextLink']).toBe(`${quirky.url}/v1/Products?$orderby=ID&$skip=150`);
    const wrapped = await call(quirky, token, 'GET', '/v1/Products?$orderby=ID&$skip=150');
    expect(wrapped.json.value).toEqual(first.json.value);
    expect(wrapped.json['@odata.nextLink']).toBe(first.json['@odata.nextLink']);
  });
});

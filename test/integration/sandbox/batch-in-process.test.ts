// $batch parts answered in-process (issue 44): a part answers exactly as the same request sent
// alone, a part only Fastify reads the same way still goes through inject(), and the
// envelope's single transaction keeps each part's own fate (a failed part between two
// writes undoes neither). Also the savepoints themselves, on an in-memory database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBatchResponse, writeBatchRequest, type BatchRequest } from '../../../shared/batch/index.js';
import { accessToken, type Credentials, http, mutations, resetCounters } from '../../support/index.js';
import { type SandboxHandle, startSandbox } from '../../../server/index.js';
import { inTransaction, openSandboxDb } from '../../../server/storage/sandbox-db.js';

describe('$batch parts answered in-process', () => {
  let s: SandboxHandle;
  let c: Credentials;
  let token: string;
  let profile: Credentials['profiles'][number];

  beforeAll(async () => {
    s = await startSandbox({ strict: true, quiet: true });
    c = s.credentials;
    token = await accessToken(s.url, c);
    profile = c.profiles.find((p) => p.distributionCenterIds.length > 1)!;
  });

  afterAll(async () => {
    await s?.close();
  });

  const qtyPath = (dc: number, pid: number): string => `/v1/DCQuantities(DistributionCenterID=${dc},ProductID=${pid})`;

  async function batch(requests: BatchRequest[]) {
    const { body, contentType } = writeBatchRequest(requests);
    const res = await fetch(`${s.url}/v1/$batch`, {
      method: 'POST',
      headers: { 'content-type': contentType, authorization: `Bearer ${token}`, accept: 'application/json' },
      body,
    });
    expect(res.status).toBe(200);
    return readBatchResponse(res.headers.get('content-type')!, await res.text());
  }

  it('answers a read and a refused write exactly as the same requests sent alone', async () => {
    const [dc] = profile.distributionCenterIds;
    const pid = profile.productIds[0]!;
    const bad = { ProductID: pid, ProfileID: profile.id, DistributionCenterID: 987_654, AvailableQuantity: 3 };
    const aloneGet = await http(s.url, 'GET', qtyPath(dc!, pid), { token });
    const aloneBad = await http(s.url, 'POST', '/v1/DCQuantities', { token, body: bad });
    const [get, refused] = await batch([
      { method: 'GET', url: `${s.url}${qtyPath(dc!, pid)}` },
      { method: 'POST', url: `${s.url}/v1/DCQuantities`, body: bad },
    ]);
    expect(get!.status).toBe(aloneGet.status);
    expect(get!.body).toEqual(aloneGet.json);
    expect(get!.headers['etag']).toBe(aloneGet.headers.get('etag'));
    expect(get!.headers['content-type']).toBe(aloneGet.headers.get('content-type'));
    expect(refused!.status).toBe(400);
    expect(refused!.body).toEqual(aloneBad.json);
    expect(refused!.headers['content-type']).toBe(aloneBad.headers.get('content-type'));
  });

  it('keeps both writes around a failed part: each part fails alone inside the one transaction', async () => {
    const [dc1, dc2] = profile.distributionCenterIds;
    const pid = profile.productIds[1]!;
    await resetCounters(s);
    const upsert = (dc: number, qty: number): BatchRequest => ({
      method: 'POST',
      url: `${s.url}/v1/DCQuantities`,
      body: { ProductID: pid, ProfileID: profile.id, DistributionCenterID: dc, AvailableQuantity: qty },
    });
    const answers = await batch([upsert(dc1!, 11), upsert(987_654, 5), upsert(dc2!, 12)]);
    expect(answers.map((a) => a.status)).toEqual([201, 400, 201]);
    expect((await http(s.url, 'GET', qtyPath(dc1!, pid), { token })).json.AvailableQuantity).toBe(11);
    expect((await http(s.url, 'GET', qtyPath(dc2!, pid), { token })).json.AvailableQuantity).toBe(12);
    expect(await mutations(s)).toEqual({
      [`DCQuantities(DistributionCenterID=${dc1},ProductID=${pid})`]: 1,
      [`DCQuantities(DistributionCenterID=${dc2},ProductID=${pid})`]: 1,
    });
  });

  it('still answers a part only Fastify reads the same way (through inject) beside in-process ones', async () => {
    const [dc1] = profile.distributionCenterIds;
    const pid = profile.productIds[2]!;
    // 'constructor' in a body is checked by Fastify's JSON parser (secure-json-parse) beyond JSON.parse.
    const answers = await batch([
      {
        method: 'POST',
        url: `${s.url}/v1/AttributeValues`,
        body: { ProductID: pid, ProfileID: profile.id, Name: 'Color', Value: 'constructor' },
      },
      {
        method: 'POST',
        url: `${s.url}/v1/DCQuantities`,
        body: { ProductID: pid, ProfileID: profile.id, DistributionCenterID: dc1!, AvailableQuantity: 22 },
      },
    ]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(answers[0]!.body).toMatchObject({ ProductID: pid, Name: 'Color', Value: 'constructor' });
    const color = await http(s.url, 'GET', `/v1/AttributeValues(Name='Color',ProductID=${pid})`, { token });
    expect(color.json.Value).toBe('constructor');
    expect((await http(s.url, 'GET', qtyPath(dc1!, pid), { token })).json.AvailableQuantity).toBe(22);
  });
});

describe('inTransaction', () => {
  it('undoes a nested failure alone and the whole on an outer failure', () => {
    const db = openSandboxDb(':memory:');
    try {
      db.exec('CREATE TABLE t (v INTEGER)');
      const values = (): number[] => db.prepare('SELECT v FROM t ORDER BY v').pluck().all() as number[];
      inTransaction(db, () => {
        db.prepare('INSERT INTO t VALUES (1)').run();
        expect(() =>
          inTransaction(db, () => {
            db.prepare('INSERT INTO t VALUES (2)').run();
            throw new Error('part fails');
          }),
        ).toThrow('part fails');
        inTransaction(db, () => db.prepare('INSERT INTO t VALUES (3)').run());
      });
      expect(values()).toEqual([1, 3]);
      expect(() =>
        inTransaction(db, () => {
          db.prepare('INSERT INTO t VALUES (4)').run();
          throw new Error('envelope fails');
        }),
      ).toThrow('envelope fails');
      expect(values()).toEqual([1, 3]);
      expect(db.inTransaction).toBe(false);
    } finally {
      db.close();
    }
  });
});

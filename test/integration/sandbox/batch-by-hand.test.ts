// $batch (4.9) typed by hand and sent with curl: the documented layout, nested changesets,
// malformed bodies failing with the line. Answers are read with test/support/curl-batch.ts, a
// small reader of its own: these tests must not trust the shared/batch code they check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessToken,
  type Credentials,
  curlBatch,
  handTypedBatch,
  http,
  type Json,
  multipartParts,
  part,
  resetCounters,
  wrap,
} from '../../support/index.js';
import { type SandboxHandle, startSandbox } from '../../../server/index.js';

// Conformance of POST /v1/$batch (service-spec.md 4.9, service-behaviour.md "$batch"): a body
// typed by hand exactly as 4.9 lays it out, sent with curl; JSON or multipart answers by
// Accept; outer 200 while parts fail; nested changesets stop at the first failure without
// rollback; framing errors fail the whole batch naming the line; URL problems fail one part.
describe('conformance: bodies typed by hand', () => {
  let s: SandboxHandle;
  let c: Credentials;
  let token: string;
  let NW: Credentials['profiles'][number];
  let CH: Credentials['profiles'][number];

  beforeAll(async () => {
    s = await startSandbox({ strict: true, quiet: true });
    c = s.credentials;
    token = await accessToken(s.url, c);
    NW = c.profiles.find((p) => p.distributionCenterIds.length === 1)!;
    CH = c.profiles.find((p) => p.distributionCenterIds.length > 1)!;
  });

  afterAll(async () => {
    await s?.close();
  });

  const qtyPath = (dc: number, pid: number): string => `/v1/DCQuantities(DistributionCenterID=${dc},ProductID=${pid})`;

  async function quantity(dc: number, pid: number): Promise<number | null> {
    const r = await http(s.url, 'GET', qtyPath(dc, pid), { token });
    return r.status === 200 ? (r.json.AvailableQuantity as number) : null;
  }

  async function mutationCount(fragment: string): Promise<number> {
    const all = (await http(s.url, 'GET', '/admin/mutations')).json as Record<string, number>;
    return Object.entries(all)
      .filter(([k]) => k.includes(fragment))
      .reduce((n, [, v]) => n + v, 0);
  }

  describe('a batch typed by hand as 4.9 lays it out, sent with curl', () => {
    it("answers 200 multipart with every part's status, applied once each", async () => {
      // From zero on every attempt: a CI retry (vitest.config.ts) would count the first attempt's writes too.
      await resetCounters(s);
      const [dc, pid] = [CH.distributionCenterIds[2]!, CH.productIds[60]!];
      const r = await curlBatch(s.url, handTypedBatch(s.url, dc, pid, CH.id), { token });
      expect(r.status, r.text).toBe(200);
      expect(r.contentType).toMatch(/^multipart\/mixed;\s*boundary=\S+/);
      const parts = multipartParts(r.text);
      expect(parts.map((p) => p.status)).toEqual([200, 201, 204, 200]);
      expect(parts[0]!.body.ID).toBe(dc);
      expect(parts[3]!.body.AvailableQuantity).toBe(13);
      expect(await quantity(dc, pid)).toBe(13);
      expect(await mutationCount(`ProductID=${pid}`)).toBe(2);
    });

    it('answers the JSON batch format when Accept asks for application/json, ids echoing Content-ID', async () => {
      const [dc, pid] = [CH.distributionCenterIds[1]!, CH.productIds[61]!];
      const r = await curlBatch(s.url, handTypedBatch(s.url, dc, pid, CH.id), { token, accept: 'application/json' });
      expect(r.status, r.text).toBe(200);
      expect(r.contentType).toMatch(/^application\/json/);
      const res = r.json.responses as { id: string; status: number; headers: Record<string, string>; body?: Json }[];
      expect(res.map((p) => [p.id, p.status])).toEqual([
        ['1', 200],
        ['2', 201],
        ['3', 204],
        ['4', 200],
      ]);
      expect(res[2]!.body).toBeUndefined();
      expect(res[3]!.body.AvailableQuantity).toBe(13);
      expect(res[3]!.headers['content-type']).toMatch(/application\/json/);
      const multi = await curlBatch(s.url, handTypedBatch(s.url, dc, pid, CH.id), { token, accept: 'multipart/mixed' });
      expect(multi.contentType).toMatch(/^multipart\/mixed/);
    });

    it('keeps going after a failed part; the outer status stays 200', async () => {
      const [dc, pid] = [NW.distributionCenterIds[0]!, NW.productIds[61]!];
      const body = wrap([
        part(1, 'POST', `${s.url}/v1/DCQuantities`, {
          ProductID: pid,
          ProfileID: NW.id,
          DistributionCenterID: dc,
          AvailableQuantity: 2147483648,
        }),
        part(2, 'POST', `${s.url}/v1/DCQuantities`, {
          ProductID: pid,
          ProfileID: NW.id,
          DistributionCenterID: dc,
          AvailableQuantity: 8,
        }),
        part(3, 'GET', `${s.url}/v1/Nothing`),
        part(4, 'GET', `${s.url}${qtyPath(dc, pid)}`),
      ]);
      const r = await curlBatch(s.url, body, { token, accept: 'application/json' });
      expect(r.status).toBe(200);
      const res = r.json.responses;
      expect(res.map((p: { status: number }) => p.status)).toEqual([400, 201, 404, 200]);
      expect(res[0].body.error.message).toBe('The request is invalid.');
      expect(res[0].body.error.innererror.message).toMatch(/^AvailableQuantity : /);
      expect(res[3].body.AvailableQuantity).toBe(8);
    });
  });

  describe('nested changesets', () => {
    it('stop at the first failure, answer only that failure, and roll nothing back', async () => {
      const dc = CH.distributionCenterIds[0]!;
      const [a, b, d] = [CH.productIds[70]!, CH.productIds[71]!, CH.productIds[72]!];
      for (const pid of [a, b, d]) {
        await http(s.url, 'POST', '/v1/DCQuantities', {
          token,
          body: { ProductID: pid, ProfileID: CH.id, DistributionCenterID: dc, AvailableQuantity: 1 },
        });
      }
      const req = (id: number, method: string, path: string, json?: unknown): string =>
        `Content-Type: application/http\r\nContent-Transfer-Encoding: binary\r\nContent-ID: ${id}\r\n\r\n${method} ${s.url}${path} HTTP/1.1\r\n` +
        (json === undefined ? '\r\n' : `Content-Type: application/json\r\n\r\n${JSON.stringify(json)}\r\n\r\n`);
      const body =
        '--batch\r\nContent-Type: multipart/mixed; boundary=cs1\r\n\r\n' +
        `--cs1\r\n${req(1, 'PATCH', qtyPath(dc, a), { AvailableQuantity: 21 })}` +
        `--cs1\r\n${req(2, 'PATCH', qtyPath(dc, b), { AvailableQuantity: 'many' })}` +
        `--cs1\r\n${req(3, 'PATCH', qtyPath(dc, d), { AvailableQuantity: 23 })}` +
        '--cs1--\r\n' +
        `--batch\r\n${req(4, 'GET', qtyPath(dc, a))}` +
        '--batch--\r\n';
      const r = await curlBatch(s.url, body, {
        token,
        accept: 'application/json',
        contentType: 'multipart/mixed; boundary=batch',
      });
      expect(r.status, r.text).toBe(200);
      const res = r.json.responses;
      expect(res.map((p: { id: string; status: number }) => [p.id, p.status])).toEqual([
        ['2', 400],
        ['4', 200],
      ]);
      expect(await quantity(dc, a)).toBe(21);
      expect(await quantity(dc, b)).toBe(1);
      expect(await quantity(dc, d)).toBe(1);
      const multi = await curlBatch(s.url, body, { token, contentType: 'multipart/mixed; boundary=batch' });
      const parts = multipartParts(multi.text);
      expect(parts.map((p) => p.status)).toEqual([400, 200]);
      expect(parts[0]!.contentId).toBe('2');
    });
  });

  describe('malformed batches', () => {
    const good = (): string => handTypedBatch(s.url, CH.distributionCenterIds[3]!, CH.productIds[80]!, CH.id);
    const lines = (): string[] => good().split('\r\n');
    const lineNo = (ls: string[], startsWith: string, nth = 1): number => {
      let seen = 0;
      return ls.findIndex((l) => l.startsWith(startsWith) && ++seen === nth) + 1;
    };

    it.each([
      [
        'a missing blank line after the part headers',
        (ls: string[]) => {
          ls.splice(lineNo(ls, 'Content-ID: 2'), 1);
          return { ls, at: lineNo(ls, 'POST ') };
        },
      ],
      [
        'an extra blank line before the request line',
        (ls: string[]) => {
          const i = lineNo(ls, 'Content-ID: 2');
          ls.splice(i, 0, '');
          return { ls, at: i + 2 };
        },
      ],
      [
        'a missing blank line after a body-less request',
        (ls: string[]) => {
          const i = lineNo(ls, 'GET ');
          ls.splice(i, 1);
          return { ls, at: undefined };
        },
      ],
      [
        'a duplicate Content-ID',
        (ls: string[]) => {
          const i = lineNo(ls, 'Content-ID: 3');
          ls[i - 1] = 'Content-ID: 2';
          return { ls, at: i };
        },
      ],
      [
        'a decreasing Content-ID',
        (ls: string[]) => {
          const [i2, i3] = [lineNo(ls, 'Content-ID: 2'), lineNo(ls, 'Content-ID: 3')];
          ls[i2 - 1] = 'Content-ID: 3';
          ls[i3 - 1] = 'Content-ID: 2';
          return { ls, at: i3 };
        },
      ],
      [
        'a missing --changeset--',
        (ls: string[]) => {
          ls.splice(lineNo(ls, '--changeset--') - 1, 1);
          return { ls, at: undefined };
        },
      ],
      [
        'a request line without HTTP/1.1',
        (ls: string[]) => {
          const i = lineNo(ls, 'POST ');
          ls[i - 1] = ls[i - 1]!.replace(' HTTP/1.1', '');
          return { ls, at: i };
        },
      ],
    ])('%s fails the whole batch with 400 naming the line, and nothing is applied', async (_name, mutate) => {
      const before = await mutationCount(`ProductID=${CH.productIds[80]}`);
      const { ls, at } = mutate(lines());
      const r = await curlBatch(s.url, ls.join('\r\n'), { token });
      expect(r.status, r.text).toBe(400);
      const message = JSON.parse(r.text).error.message as string;
      expect(message).toMatch(/line \d+/i);
      if (at !== undefined) expect(message).toMatch(new RegExp(`line ${at}\\b`, 'i'));
      expect(await mutationCount(`ProductID=${CH.productIds[80]}`)).toBe(before);
    });

    it('refuses relative URLs, alias URLs and Orders(ID)/Export part by part', async () => {
      const pid = NW.productIds[90]!;
      await http(s.url, 'POST', '/v1/DCQuantities', {
        token,
        body: { ProductID: pid, ProfileID: NW.id, DistributionCenterID: 0, AvailableQuantity: 5 },
      });
      const body = wrap([
        part(1, 'GET', '/v1/DistributionCenters'),
        part(2, 'PATCH', `${s.url}/v1/Products(${pid})/DCQuantities(0)`, { AvailableQuantity: 6 }),
        part(3, 'PUT', `${s.url}/v1/Products(${pid})/Attributes('Color')`, { Value: 'Red' }),
        part(4, 'DELETE', `${s.url}/v1/Products(${pid})/DCQuantities(0)`),
        part(5, 'GET', `${s.url}/v1/Orders(${NW.orderIds[0]})/Export`),
        part(6, 'GET', `${s.url}${qtyPath(0, pid)}`),
      ]);
      const r = await curlBatch(s.url, body, { token, accept: 'application/json' });
      expect(r.status, r.text).toBe(200);
      const res = r.json.responses;
      expect(res.map((p: { status: number }) => p.status)).toEqual([400, 400, 400, 400, 400, 200]);
      for (const p of res.slice(0, 5)) expect(p.body.error.message.length).toBeGreaterThan(10);
      expect(res[5].body.AvailableQuantity).toBe(5);
    });
  });
});

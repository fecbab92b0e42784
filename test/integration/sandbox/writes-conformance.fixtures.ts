// The strict sandbox writes-conformance-entities.test.ts and writes-conformance-refusals.test.ts
// write to: a token of every profile and one of Northwind only, calls with either, the
// sandbox's mutation counts, and the shape of a validation refusal.
import { afterAll, beforeAll, expect } from 'vitest';
import { accessToken, type Answer, type Credentials, http, implicitToken } from '../../support/index.js';
import { type SandboxHandle, startSandbox } from '../../../server/index.js';

type Profile = Credentials['profiles'][number];

export interface WritesBed {
  s: SandboxHandle;
  /** A token of every profile. */
  token: string;
  /** A token of Northwind only. */
  nwOnly: string;
  /** The profile with one distribution center (Northwind). */
  NW: Profile;
  /** A profile with several distribution centers (Contoso). */
  CH: Profile;
}

export interface WritesTools {
  /** A call with the every-profile token unless `t` names another. */
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>, t?: string): Promise<Answer>;
  mutations(): Promise<Record<string, number>>;
  /** The mutation count of the one key whose text names every fragment. */
  countOf(...fragments: string[]): Promise<number>;
}

/** Starts a strict sandbox before the suite's tests, hands it over through `use`, closes it after them. */
export function useWritesSandbox(use: (bed: WritesBed) => void): WritesTools {
  let bed: WritesBed | undefined;
  let s: SandboxHandle | undefined;
  beforeAll(async () => {
    s = await startSandbox({ strict: true, quiet: true });
    const c = s.credentials;
    const NW = c.profiles.find((p) => p.distributionCenterIds.length === 1)!;
    bed = {
      s,
      token: await accessToken(s.url, c),
      NW,
      CH: c.profiles.find((p) => p.distributionCenterIds.length > 1)!,
      nwOnly: await implicitToken(s.url, c, 'orders inventory', [NW.id]),
    };
    use(bed);
  });
  afterAll(async () => {
    await s?.close();
  });

  const call = (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    t = bed!.token,
  ): Promise<Answer> => http(bed!.s.url, method, path, { token: t, body, headers });

  async function mutations(): Promise<Record<string, number>> {
    return (await http(bed!.s.url, 'GET', '/admin/mutations')).json as Record<string, number>;
  }

  async function countOf(...fragments: string[]): Promise<number> {
    const hits = Object.entries(await mutations()).filter(([k]) => fragments.every((f) => k.includes(f)));
    expect(hits.length).toBeLessThanOrEqual(1);
    return hits[0]?.[1] ?? 0;
  }

  return { call, mutations, countOf };
}

/** A 400 "The request is invalid." whose inner message has a "<field> : <problem>" line. */
export function expectInvalid(r: Answer, field: string): void {
  expect(r.status, r.text).toBe(400);
  expect(r.json.error.code).toBe('');
  expect(r.json.error.message).toBe('The request is invalid.');
  expect(r.json.error.innererror.message).toMatch(new RegExp(`(^|\\r\\n)${field} : \\S`));
}

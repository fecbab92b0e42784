// The strict sandbox reads-conformance-lists.test.ts and reads-conformance-entities.test.ts
// read from, with a token of every profile, and a reader of every page of a list.
import { afterAll, beforeAll, expect } from 'vitest';
import { accessToken, type Answer, type Credentials, http } from '../../support/index.js';
import { type SandboxHandle, startSandbox } from '../../../server/index.js';

type Profile = Credentials['profiles'][number];

export interface ReadsBed {
  s: SandboxHandle;
  c: Credentials;
  token: string;
  /** The profile with one distribution center (Northwind). */
  NW: Profile;
  /** A profile with several distribution centers (Contoso). */
  CH: Profile;
}

/** Starts a strict sandbox before the suite's tests, hands it over through `use`, closes it after them. */
export function useReadsSandbox(use: (bed: ReadsBed) => void): void {
  let s: SandboxHandle | undefined;
  beforeAll(async () => {
    s = await startSandbox({ strict: true, quiet: true });
    const c = s.credentials;
    use({
      s,
      c,
      token: await accessToken(s.url, c),
      NW: c.profiles.find((p) => p.distributionCenterIds.length === 1)!,
      CH: c.profiles.find((p) => p.distributionCenterIds.length > 1)!,
    });
  });
  afterAll(async () => {
    await s?.close();
  });
}

/** Follows @odata.nextLink to the end (bounded), returning every page. */
export async function allPagesOf(url: string, token: string, first: string, max = 40): Promise<Answer[]> {
  const pages: Answer[] = [];
  let next: string | undefined = first;
  while (next !== undefined && pages.length < max) {
    const r: Answer = await http(url, 'GET', next, next.includes('access_token=') ? {} : { token });
    expect(r.status, r.text).toBe(200);
    pages.push(r);
    next = r.json['@odata.nextLink'];
  }
  expect(next).toBeUndefined();
  return pages;
}

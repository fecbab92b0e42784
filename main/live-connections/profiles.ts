// The profiles a token covers, read from the service once a sign-in succeeds.
import type { ApiClient } from '../api/index.js';

export async function fetchProfiles(client: ApiClient): Promise<{ id: number; name: string }[]> {
  const out: { id: number; name: string }[] = [];
  for await (const page of client.list<{ ID: number; CompanyName?: string | null; AccountName?: string | null }>(
    '/v1/Profiles?$select=ID,CompanyName,AccountName',
  )) {
    for (const p of page) out.push({ id: p.ID, name: p.CompanyName || p.AccountName || `Profile ${p.ID}` });
  }
  return out;
}

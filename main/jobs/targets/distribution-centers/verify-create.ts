// A DistributionCenter create has no natural idempotency: after a lost answer the client
// asks the read made here before sending it again (main/api's verify), so a center is never
// created twice.
import { engineMessage } from '../../../../shared/i18n/index.js';
import { quoteString } from '../../../../shared/odata/index.js';
import type { ApiResult, JobClient } from '../../engine-port.js';

/**
 * A DistributionCenter create has no natural idempotency: after a lost answer the client asks
 * this before sending it again. It looks the DC up by Code (by Name when there is no Code);
 * found, the create was applied and the entity is its result; not found, it may be resent.
 */
export function verifyDcCreate(
  client: JobClient,
  body: Record<string, unknown>,
): (() => Promise<ApiResult | null>) | undefined {
  const field =
    typeof body.Code === 'string' && body.Code !== ''
      ? 'Code'
      : typeof body.Name === 'string' && body.Name !== ''
        ? 'Name'
        : null;
  if (!field) return undefined;
  const query = `$filter=${encodeURIComponent(`${field} eq ${quoteString(body[field] as string)}`)}&$select=ID,Code,Name`;
  return async () => {
    const r = await client.request({ method: 'GET', path: `/v1/DistributionCenters?${query}` });
    // A failed read proves nothing: throwing keeps the outcome unknown rather than risking a duplicate.
    if (!r.ok)
      throw new Error(
        `Could not check whether DistributionCenter ${field} ${body[field] as string} exists: ${r.message}`,
      );
    const found = (r.body as { value?: unknown[] } | undefined)?.value?.[0];
    return found
      ? { ok: true, status: 201, body: found, message: engineMessage('result.createdReadBack'), attempts: 0 }
      : null;
  };
}

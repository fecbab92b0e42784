import { engineMessage, type Message, type RowText } from '../../shared/i18n/index.js';
import { formatEntityPath, formatQuery, parseEntityPath, type KeyValue } from '../../shared/odata/index.js';
import { entityBySet } from '../../shared/resources/index.js';
import { reasonPhrase } from './api-error.js';
import type { ApiRequest, ApiResult } from './types.js';

/**
 * How to find out, by reading, whether a repeatable write whose answer never arrived (the
 * connection dropped, or the call timed out) was applied. Repeating it would be harmless
 * to the data, but it would apply the change a second time (a second version, a second
 * audit entry), and the promise is "never sends a row twice". So before resending, the
 * client reads the record: when it already holds what the write says, the write is done.
 */
export interface ReadBack {
  path: string; // the GET that shows the record
  judge(status: number, body: unknown): ApiResult | null; // a final result when applied, null to resend
}

function sameValues(want: Record<string, unknown>, have: unknown): boolean {
  if (!have || typeof have !== 'object') return false;
  const h = have as Record<string, unknown>;
  return Object.entries(want).every(([k, v]) => {
    const got = Object.entries(h).find(([name]) => name.toLowerCase() === k.toLowerCase())?.[1];
    return JSON.stringify(got ?? null) === JSON.stringify(v ?? null);
  });
}

/**
 * The product actions that set many values at once (UpdateAttributes; UpdateQuantity with
 * UpdateType Absolute): applied when the product shows every value the request set.
 * Relative and the other update types add or depend on orders, so they have no read-back.
 */
function productActionReadBack(
  path: string,
  body: Record<string, unknown>,
  confirmed: (status: number, message: RowText) => ApiResult,
): ReadBack | null {
  const m = /^\/v1\/Products\((\d+)\)\/(UpdateAttributes|UpdateQuantity)$/.exec(path);
  const value = body.Value as Record<string, unknown> | undefined;
  if (!m || !value || typeof value !== 'object') return null;
  const attributes = m[2] === 'UpdateAttributes';
  if (!attributes && value.UpdateType !== 'Absolute') return null;
  const items = (attributes ? value.Attributes : value.Updates) as Record<string, unknown>[] | undefined;
  if (!Array.isArray(items) || items.length === 0) return null;
  const nav = attributes ? 'Attributes' : 'DCQuantities';
  return {
    path: `/v1/Products?${formatQuery({ filter: `ID eq ${m[1]}`, expand: [nav] })}`,
    judge: (status, got) => {
      const product = (got as { value?: Record<string, unknown>[] } | undefined)?.value?.[0];
      const have = status === 200 ? (product?.[nav] as Record<string, unknown>[] | undefined) : undefined;
      if (!Array.isArray(have)) return null;
      const all = items.every((it) =>
        have.some((h) =>
          attributes
            ? h.Name === it.Name && JSON.stringify(h.Value ?? null) === JSON.stringify(it.Value ?? null)
            : h.DistributionCenterID === it.DistributionCenterID && h.AvailableQuantity === it.Quantity,
        ),
      );
      return all ? confirmed(204, 'Updated') : null;
    },
  };
}

/** The read-back for a request, or null when none is known (then it is simply resent). */
export function readBackFor(req: ApiRequest): ReadBack | null {
  const q = req.path.indexOf('?');
  const path = q < 0 ? req.path : req.path.slice(0, q);
  if (!path.startsWith('/v1/')) return null;
  const confirmed = (status: number, message: RowText, body?: unknown): ApiResult => ({
    ok: true,
    status,
    message: engineMessage('result.confirmedByReading', { message }),
    attempts: 0,
    ...(body !== undefined ? { body } : {}),
  });
  const body =
    req.body && typeof req.body === 'object' && !Array.isArray(req.body)
      ? (req.body as Record<string, unknown>)
      : undefined;

  if (req.method === 'DELETE') {
    return {
      path,
      judge: (status, got) => {
        if (status === 404) return confirmed(204, 'Deleted');
        if (status === 200 && (got as { IsDeleted?: unknown } | undefined)?.IsDeleted === true)
          return confirmed(204, 'Deleted');
        return null;
      },
    };
  }
  if ((req.method === 'PATCH' || req.method === 'PUT') && body) {
    return {
      path,
      judge: (status, got) => (status === 200 && sameValues(body, got) ? confirmed(204, 'Updated') : null),
    };
  }
  if (req.method === 'POST' && req.idempotent && body && /^\/v1\/Products\(\d+\)\/Update/.test(path)) {
    return productActionReadBack(path, body, confirmed);
  }
  if (req.method === 'POST' && req.idempotent && body) {
    // An upsert POST to an entity set: the record's key is in the body.
    let set: string;
    try {
      const parsed = parseEntityPath(path.slice('/v1/'.length));
      if (parsed.key !== undefined || parsed.segments.length > 1) return null;
      set = parsed.entitySet;
    } catch {
      return null;
    }
    const entity = entityBySet(set);
    if (
      !entity ||
      !entity.keys.length ||
      !entity.keys.every((k) => typeof body[k] === 'string' || typeof body[k] === 'number')
    )
      return null;
    const key = Object.fromEntries(entity.keys.map((k) => [k, body[k] as KeyValue]));
    return {
      path: `/v1/${formatEntityPath(entity.entitySet, key, entity.keys)}`,
      judge: (status, got) =>
        status === 200 && sameValues(body, got) ? confirmed(201, 'Created or updated', got) : null,
    };
  }
  return null;
}

/** What a read-back says about the write that waits on it. */
export type ReadBackVerdict =
  | { kind: 'applied'; result: ApiResult } // the record already holds the write: done, not resent
  | { kind: 'resend' } // it does not (or the read was stopped: the caller's stop check keeps it back)
  | { kind: 'unknown'; why: Message }; // the read itself failed: resending could apply it twice

/**
 * Judges the read of a write whose last answer may have come after the change was applied.
 * A failed read (406, 5xx, no answer) proves nothing, so the write is not resent on it.
 */
export function judgeReadBack(rb: ReadBack, read: ApiResult): ReadBackVerdict {
  if (read.stopped) return { kind: 'resend' };
  const applied = rb.judge(read.status, read.body);
  if (applied) return { kind: 'applied', result: applied };
  if (read.ok || read.status === 404) return { kind: 'resend' };
  return {
    kind: 'unknown',
    why: read.status
      ? engineMessage('send.readBackFailedStatus', { status: read.status, reason: reasonPhrase(read.status) })
      : engineMessage('send.readBackNoAnswer'),
  };
}

/** The final result of a repeatable write that could not be checked: not resent, and safe to run again later (it is read first). */
export function uncheckedResult(attempts: number, lastStatus: number, why: Message): ApiResult {
  return {
    ok: false,
    status: lastStatus,
    attempts,
    message: lastStatus
      ? engineMessage('send.notConfirmedStatus', { status: lastStatus, why })
      : engineMessage('send.notConfirmedNoAnswer', { why }),
    unsure: 'not-confirmed',
    hint: engineMessage('send.runAgainLater'),
  };
}

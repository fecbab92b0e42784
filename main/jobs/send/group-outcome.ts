// What a grouped write's failure means for each of its rows (issue 11). The service checks
// every value of an UpdateAttributes or UpdateQuantity before applying any, so a refusal
// applied nothing:
// - it names the values it refused (`Attributes[2] 'Color'.Value : ...`, `Updates[1] ...`):
//   those rows fail with their own lines, the others were not applied and are sent again;
// - it refuses the action itself (404 "No HTTP resource", 405, 501; 403 or "not allowed" for
//   a profile): the run falls back to one request per value (send.ts);
// - it cannot say which value (another 4xx, retries used up, the answer lost): the product is
//   read back and each row judged by what is there, and only then.
import { engineMessage, rowEnglish } from '../../../shared/i18n/index.js';
import type { ApiResult, JobClient } from '../engine-port.js';
import type { GroupAction, SendRow, RowOutcome, RowResult } from '../../journal/index.js';
import type { ImportTarget } from '../target.js';
import { readCurrentValues } from '../plan/preflight.js';

export type GroupFailure =
  | { kind: 'refused'; scope: 'action' | 'profile' }
  | { kind: 'named'; lines: Map<number, string[]>; summary: string }
  | { kind: 'read-back' };

function errorOf(body: unknown): { message?: string; inner?: string; routeMissing: boolean } {
  const o = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const e = o.error && typeof o.error === 'object' ? (o.error as Record<string, unknown>) : undefined;
  const inner =
    e?.innererror && typeof e.innererror === 'object' ? (e.innererror as Record<string, unknown>).message : undefined;
  const routeMessage = typeof o.Message === 'string' ? o.Message : undefined;
  return {
    ...(typeof e?.message === 'string' ? { message: e.message } : routeMessage ? { message: routeMessage } : {}),
    ...(typeof inner === 'string' ? { inner } : {}),
    routeMissing: routeMessage !== undefined && /No HTTP resource was found/i.test(routeMessage),
  };
}

export function judgeGroupFailure(action: GroupAction, r: ApiResult, size: number): GroupFailure {
  // The patterns below read the service's own words (its error text, never one of our
  // catalogue's messages), the only statement of why it refused a group action.
  const err = errorOf(r.body);
  if (
    r.status === 405 ||
    r.status === 501 ||
    (r.status === 404 && (err.routeMissing || /No HTTP resource/i.test(rowEnglish(r.message))))
  )
    return { kind: 'refused', scope: 'action' };
  if (r.status === 403) return { kind: 'refused', scope: 'profile' };
  if (
    r.status === 400 &&
    new RegExp(`${action}.*not (allowed|enabled|supported|available)`, 'i').test(rowEnglish(r.message))
  )
    return { kind: 'refused', scope: 'profile' };
  if (r.status === 400 && err.inner) {
    const list = action === 'UpdateAttributes' ? 'Attributes' : 'Updates';
    const lines = new Map<number, string[]>();
    const all = err.inner
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean);
    for (const line of all) {
      const m = new RegExp(`^${list}\\[(\\d+)\\]`).exec(line);
      const i = m ? Number(m[1]) : -1;
      if (i < 0 || i >= size) return { kind: 'read-back' }; // a line about the request as a whole
      lines.set(i, [...(lines.get(i) ?? []), line]);
    }
    if (lines.size > 0) return { kind: 'named', lines, summary: err.message ?? 'The request is invalid.' };
  }
  return { kind: 'read-back' };
}

/** The rows of a refusal that named its values: named ones fail, the rest go back to pending. */
export function namedOutcomes(
  rows: SendRow[],
  f: Extract<GroupFailure, { kind: 'named' }>,
  status: number,
): RowOutcome[] {
  return rows.map((row, i) => {
    const own = f.lines.get(i);
    return own
      ? { seq: row.seq, state: 'failed', result: 'Failed', status, message: `${f.summary} ${own.join(' ')}` }
      : { seq: row.seq, state: 'pending', result: null, status: null, message: null };
  });
}

/** Sent, and no answer says whether it landed: no answer at all, or the client could not check. */
export function isUnknownOutcome(r: ApiResult): boolean {
  return !r.ok && !r.stopped && (r.status === 0 || r.unsure !== undefined);
}

/**
 * The groups whose answer could not say which value failed: read their products back (about
 * one request per 70 products) and judge each row: its value there, it was applied; otherwise
 * it failed with the service's message.
 */
export async function judgeByReading(
  client: JobClient,
  target: ImportTarget,
  failed: { rows: SendRow[]; result: ApiResult }[],
  applied: (row: SendRow) => RowResult,
  signal?: AbortSignal,
): Promise<RowOutcome[]> {
  const ids = [...new Set(failed.flatMap((f) => f.rows.map((r) => r.parent_id!)))];
  let current: Map<number, Map<string, string>> | null = null;
  let readError = '';
  try {
    current = await readCurrentValues(client, target, ids);
  } catch (err) {
    // Stopped (Ctrl-C): the rows stay 'sent', and resume reads them back.
    if (signal?.aborted) return [];
    readError = (err as Error).message;
  }
  const out: RowOutcome[] = [];
  for (const { rows, result } of failed) {
    const unknown = isUnknownOutcome(result);
    for (const row of rows) {
      const fields = JSON.parse(row.fields!) as Record<string, unknown>;
      const have = current?.get(row.parent_id!)?.get(row.child_key!);
      if (have !== undefined && have === JSON.stringify(fields[target.valueField!] ?? null)) {
        out.push({
          seq: row.seq,
          state: 'done',
          result: applied(row),
          status: null,
          message: engineMessage('result.appliedProductRead'),
        });
      } else if (unknown) {
        // Its answer was lost (an outage) and the product could not be read, or does not show
        // it yet: it stays 'sent' until the run reads it back once the service answers.
        out.push({
          seq: row.seq,
          state: 'sent',
          result: null,
          status: result.status || null,
          // Read back and not there yet: the answer's own reason; unreadable: worded as unknown.
          reason: current ? (result.unsure ?? null) : 'outcome-unknown',
          message: current
            ? result.message
            : result.unsure === 'outcome-unknown'
              ? `${result.message} Reading the product back failed too (${readError}).`
              : engineMessage('send.readBackFailed', { message: result.message, error: readError }),
        });
      } else {
        // A refusal applied nothing: the service's message says why.
        out.push({
          seq: row.seq,
          state: 'failed',
          result: 'Failed',
          status: result.status || null,
          message: result.message,
        });
      }
    }
  }
  return out;
}

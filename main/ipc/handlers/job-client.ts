// The API client for a job or a review: the connection saved in its journal
// (main/connection-refs/job-connection.ts), or the one the user chose when that one is gone (recorded
// in the journal, so later resumes use it too).
import type { ApiClient } from '../../api/index.js';
import { ConnectionGoneError, jobConnectionId, SANDBOX_ID } from '../../connection-refs/index.js';
import type { Journal } from '../../journal/index.js';
import { CONNECTION_GONE_HINT, type FailureReason } from '../../../shared/ipc/index.js';
import type { AppContext } from '../context.js';

export function clientForJournal(ctx: AppContext, journal: Journal, chosen?: string): ApiClient {
  // A journal that recorded no connection (none is written so) matches none: the user picks one.
  const saved = journal.connection ?? {
    ref: { kind: 'saved-by-name' as const, name: '(not recorded)', baseUrl: '' },
    baseUrl: '',
  };
  let id: string;
  try {
    id = jobConnectionId(journal.data.id, saved, ctx.connections.list().connections, chosen);
  } catch (error) {
    // The dispatcher passes `hint` and `reason` to the renderer, which then offers a connection to pick.
    const reason: FailureReason = 'connection-gone';
    if (error instanceof ConnectionGoneError) Object.assign(error, { hint: CONNECTION_GONE_HINT, reason });
    throw error;
  }
  const c = ctx.connections.client(id);
  // Record the pick, or an older journal's connection once found by name, as a reference by id.
  const namedById =
    saved.ref.kind === 'sandbox' ? id === SANDBOX_ID : saved.ref.kind === 'saved' && saved.ref.id === id;
  if (!namedById) journal.setConnection(c.connection);
  return c.client;
}

/** A connection picked by the user, when the request carries one (jobs.resume / jobs.retryFailed `connectionId`). */
export function chosenConnection(req: object): string | undefined {
  return 'connectionId' in req && typeof req.connectionId === 'string' ? req.connectionId : undefined;
}

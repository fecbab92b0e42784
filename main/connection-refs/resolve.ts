// The one answer to "which service do I talk to". A new command uses the connection the
// user named (--credentials), else the active one, else the built-in sandbox. A job uses
// the connection its journal names, never whichever one is active now: a job started on the
// built-in sandbox must not continue against a live account after a later `login`, nor the
// other way round. The CLI and the app both ask here, each with the connections it can
// reach; each then opens the answer its own way (main/live-connections/open.ts, the app's
// ConnectionService).
import { resolve } from 'node:path';
import { readActiveConnection } from './active-file.js';
import type { ActiveConnection, ConnectionRef } from './reference.js';

/** A saved connection one can reach (the app's list, or the ConnectionStore the CLI opens). */
export interface KnownConnection {
  id: string;
  name: string;
  baseUrl: string;
}

export interface Reachable {
  saved: KnownConnection[];
  /** Whether a credentials file can be used (the CLI: the file exists); absent: credentials files are not connections here (the app). */
  fileExists?: (path: string) => boolean;
}

/** Why a job's connection cannot be used: the file is gone, the saved connection is not saved any more, or this side cannot use it. */
export type GoneReason = 'file-missing' | 'not-saved' | 'not-reachable';

export type JobConnectionAnswer =
  { ok: true; use: ActiveConnection; known?: KnownConnection } | { ok: false; reason: GoneReason };

/** The connection for a new command: --credentials, else the active one, else the built-in sandbox. */
export function connectionForCommand(dataDir: string, credentials?: string): ActiveConnection {
  if (credentials) return { kind: 'credentials-file', path: resolve(credentials) };
  return readActiveConnection(dataDir) ?? { kind: 'sandbox' };
}

/** The connection a job runs on: the one its journal names, found among those reachable; never another. */
export function connectionForJob(ref: ConnectionRef, reachable: Reachable): JobConnectionAnswer {
  switch (ref.kind) {
    case 'sandbox':
      return { ok: true, use: ref };
    case 'credentials-file':
      if (!reachable.fileExists) return { ok: false, reason: 'not-reachable' };
      return reachable.fileExists(ref.path) ? { ok: true, use: ref } : { ok: false, reason: 'file-missing' };
    case 'saved': {
      const known = reachable.saved.find((c) => c.id === ref.id);
      return known
        ? { ok: true, use: { kind: 'saved', id: known.id, name: known.name }, known }
        : { ok: false, reason: 'not-saved' };
    }
    case 'saved-by-name': {
      const known = reachable.saved.find((c) => c.name === ref.name && c.baseUrl === ref.baseUrl);
      return known
        ? { ok: true, use: { kind: 'saved', id: known.id, name: known.name }, known }
        : { ok: false, reason: 'not-saved' };
    }
  }
}

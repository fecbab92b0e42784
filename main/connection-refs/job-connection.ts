// Which connection a job runs on in the app: the one its journal names, found by the one
// resolver (main/connection-refs/resolve.ts) among the app's connections, never whatever
// connection happens to be active when it is resumed (a run started on the sandbox must not
// finish on a live account, nor the other way round). When that connection has been
// removed, the job stops with a message naming it and the choices, and runs on another
// connection only when the user picks one.
import { appIdForRef } from './app-ids.js';
import { connectionName, type JobConnection } from './reference.js';
import { connectionForJob } from './resolve.js';

export interface KnownConnection {
  id: string;
  name: string;
  baseUrl: string;
  kind: string;
}

export class ConnectionGoneError extends Error {
  constructor(
    readonly jobId: string,
    readonly saved: JobConnection,
    readonly choices: KnownConnection[],
  ) {
    super(
      `Job ${jobId} was started on the connection "${connectionName(saved.ref)}" (${saved.baseUrl}), which no longer exists in this app; nothing more was sent. ` +
        `Add that account again and pick it, or choose another connection that reaches the same account to finish the job: ` +
        `${choices.map((c) => `"${c.name}" (${c.id})`).join(', ') || '(none yet)'}.`,
    );
    this.name = 'ConnectionGoneError';
  }
}

/** The id of the connection to run job `jobId` on; `chosen` is the user's pick when its own connection is gone. */
export function jobConnectionId(
  jobId: string,
  saved: JobConnection,
  known: KnownConnection[],
  chosen?: string,
): string {
  if (chosen !== undefined) {
    if (!known.some((c) => c.id === chosen))
      throw new Error(
        `There is no connection '${chosen}' to finish job ${jobId} with. Pick one from the connections list.`,
      );
    return chosen;
  }
  // The app holds no credentials files: a job the CLI ran on one is "gone" here, and the user picks a connection.
  const answer = connectionForJob(saved.ref, { saved: known.filter((c) => c.kind !== 'sandbox') });
  const id = answer.ok ? appIdForRef(answer.use) : null;
  if (id !== null && known.some((c) => c.id === id)) return id;
  throw new ConnectionGoneError(jobId, saved, known);
}

// Which connection a job runs on: the one saved in its journal when it was reviewed, never
// whatever connection happens to be active when it is resumed (a run started on the sandbox
// must not finish on a live account, nor the other way round). When that connection has
// been removed, the job stops with a message naming it and the choices, and runs on another
// connection only when the user picks one.

export interface SavedConnection { id?: string | undefined; label: string; baseUrl: string }
export interface KnownConnection { id: string; name: string; baseUrl: string; kind: string }

export class ConnectionGoneError extends Error {
  constructor(readonly jobId: string, readonly saved: SavedConnection, readonly choices: KnownConnection[]) {
    super(`Job ${jobId} was started on the connection "${saved.label}" (${saved.baseUrl}), which no longer exists in this app; nothing more was sent. `
      + `Add that account again and pick it, or choose another connection that reaches the same account to finish the job: `
      + `${choices.map((c) => `"${c.name}" (${c.id})`).join(', ') || '(none yet)'}.`);
    this.name = 'ConnectionGoneError';
  }
}

/** Journals written before connection ids were saved: the same name and address (the sandbox's address changes every start). */
function legacyMatch(saved: SavedConnection, known: KnownConnection[]): KnownConnection | undefined {
  return known.find((c) => c.name === saved.label && (c.baseUrl === saved.baseUrl || c.kind === 'sandbox'));
}

/** The id of the connection to run job `jobId` on; `chosen` is the user's pick when its own connection is gone. */
export function jobConnectionId(jobId: string, saved: SavedConnection, known: KnownConnection[], chosen?: string): string {
  if (chosen !== undefined) {
    if (!known.some((c) => c.id === chosen)) throw new Error(`There is no connection '${chosen}' to finish job ${jobId} with. Pick one from the connections list.`);
    return chosen;
  }
  const own = saved.id !== undefined ? known.find((c) => c.id === saved.id) : legacyMatch(saved, known);
  if (own) return own.id;
  throw new ConnectionGoneError(jobId, saved, known);
}

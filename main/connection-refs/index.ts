// main/connection-refs: the one connection model, without opening anything. A typed reference
// names a connection (reference.ts); one codec reads and writes the active choice
// (active-file.ts); one resolver says which connection a command or a job uses (resolve.ts).
// Older journals' labels are read only by legacy-label.ts, through the journal's migration.
// Opening one (the CLI's open.ts, the app's ConnectionService) is main/live-connections/'s: this
// module loads no API client, keychain or sandbox, so the journal and the review's threads
// may import it.
export {
  SANDBOX_ID,
  activeConnectionSchema,
  connectionRefSchema,
  jobConnectionSchema,
  describeConnection,
  connectionName,
  type ActiveConnection,
  type ConnectionRef,
  type JobConnection,
} from './reference.js';
export { ACTIVE_FILE, readActiveConnection, writeActiveConnection } from './active-file.js';
export { refForAppId, appIdForRef } from './app-ids.js';
export { jobConnectionFromLabel, type LegacyJobConnection } from './legacy-label.js';
export {
  connectionForCommand,
  connectionForJob,
  type GoneReason,
  type JobConnectionAnswer,
  type KnownConnection,
  type Reachable,
} from './resolve.js';
export { ConnectionGoneError, jobConnectionId, type KnownConnection as AppConnection } from './job-connection.js';
export { noteTokenUse, tokenIdle, TOKEN_USE_FILE, WARN_DAYS_BEFORE, type TokenIdle } from './token-use.js';

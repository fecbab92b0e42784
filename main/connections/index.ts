// main/connections: the one connection model. A typed reference names a connection
// (reference.ts); one codec reads and writes the active choice (active-file.ts); one
// resolver says which connection a command or a job uses (resolve.ts); the CLI opens the
// answer with open.ts, the app with its ConnectionService. Older journals' labels are read
// only by legacy-label.ts, through the journal's migration.
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
export {
  builtInSandboxDir,
  openCredentialsFile,
  openSaved,
  openSandbox,
  type ConnectOptions,
  type Connected,
} from './open.js';

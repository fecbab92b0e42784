// main/connections: the one connection model. A typed reference names a connection
// (reference.ts); one codec reads and writes the active choice (active-file.ts); one
// resolver says which connection a command or a job uses (resolve.ts); the CLI opens the
// answer with open.ts, the app with its ConnectionService (app-connections.ts). Older journals' labels are read
// only by legacy-label.ts, through the journal's migration.
// The light part (index.light.ts) is what the job journal may load; it is listed here too so
// everyone else enters through this file.
export {
  SANDBOX_ID,
  activeConnectionSchema,
  connectionRefSchema,
  jobConnectionSchema,
  describeConnection,
  connectionName,
  ACTIVE_FILE,
  readActiveConnection,
  writeActiveConnection,
  refForAppId,
  appIdForRef,
  jobConnectionFromLabel,
  connectionForCommand,
  connectionForJob,
  type ActiveConnection,
  type ConnectionRef,
  type JobConnection,
  type LegacyJobConnection,
  type GoneReason,
  type JobConnectionAnswer,
  type KnownConnection,
  type Reachable,
} from './index.light.js';
export { ConnectionGoneError, jobConnectionId, type KnownConnection as AppConnection } from './job-connection.js';
export {
  builtInSandboxDir,
  openCredentialsFile,
  openSaved,
  openSandbox,
  type ConnectOptions,
  type Connected,
} from './open.js';
export { ConnectionService, type ActiveClient, type ConnectionShell } from './app-connections.js';

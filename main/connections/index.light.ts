// main/connections, light part: the connection model (typed references, the active-choice
// codec, the resolver, older journals' labels) without opening anything. The job journal
// imports this, and the review's worker thread loads the journal, so it must not pull the API
// client or server/ as index.ts does.
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

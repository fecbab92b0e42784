// main/live-connections: opening a connection. The CLI opens a saved connection, a credentials file
// or the built-in sandbox with open.ts; the app keeps its connections, their sign-in and its
// sandbox in one ConnectionService (app-connections.ts). What a connection is and which one a
// command or job uses is main/connection-refs/'s.
export { builtInSandboxDir } from './built-in-sandbox.js';
export { openCredentialsFile, openSaved, openSandbox, type ConnectOptions, type Connected } from './open.js';
export { ConnectionService, type ActiveClient, type ConnectionShell } from './app-connections.js';
export { appTokenIdle, noteAppTokenUse } from './app-token-use.js';
export { sourceNetworkFor } from './app-network.js';

// The one registered application and its user, created once per data dir. ensureOAuthClient
// returns the same credentials after a restart (see the oauth_console table's comment in
// server/storage/oauth-schema.ts); the rows themselves are kept by server/storage/oauth-clients.ts.
import {
  addUserProfiles,
  findConsole,
  findUser,
  insertClient,
  insertConsole,
  insertUser,
  type ConsoleRecord,
} from '../storage/oauth-clients.js';
import { createAuthorization, issueRefreshToken, setAuthorizationProfiles } from '../storage/oauth-grants.js';
import { initOAuthSchema } from '../storage/oauth-schema.js';
import { randomToken } from '../storage/secrets.js';
import { inTransaction } from '../storage/sandbox-db.js';
import { CONSOLE_SCOPES, type Database } from './types.js';

/** HTTPS as section 5 demands; nothing listens there, the client catches the redirect itself. */
export const SANDBOX_REDIRECT_URI = 'https://localhost/commerce-bulk/callback';
export const SANDBOX_CLIENT_NAME = 'Commerce Bulk';
const SANDBOX_USERNAME = 'sandbox-user';

export interface ConsoleCredentials {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  username: string;
  password: string;
  refreshToken: string;
}

/**
 * Creates the registered application, a user owning every given profile and a
 * developer-console refresh token (scopes orders and inventory, all profiles) the first
 * time; afterwards returns the stored ones and grants the user any new profiles.
 * `baseUrl` is accepted for the contract but unused: the port may change between restarts
 * while the credentials must not.
 */
export function ensureOAuthClient(db: Database, opts: { profileIds: number[]; baseUrl: string }): ConsoleCredentials {
  initOAuthSchema(db);
  return inTransaction(db, () => {
    const now = Date.now();
    const stored = findConsole(db) ?? createConsole(db, opts.profileIds, now);
    const userId = findUser(db, stored.username)!.userId;
    addUserProfiles(db, userId, opts.profileIds);
    // The console token covers all profiles, including ones a newer seed added.
    setAuthorizationProfiles(db, stored.authorizationId, opts.profileIds);
    return {
      clientId: stored.clientId,
      clientSecret: stored.clientSecret,
      redirectUri: SANDBOX_REDIRECT_URI,
      username: stored.username,
      password: stored.password,
      refreshToken: stored.refreshToken,
    };
  });
}

function createConsole(db: Database, profileIds: number[], now: number): ConsoleRecord {
  const clientId = `sandbox-${randomToken(9)}`;
  const clientSecret = randomToken(32);
  const password = randomToken(12);
  insertClient(db, { clientId, secret: clientSecret, redirectUri: SANDBOX_REDIRECT_URI, name: SANDBOX_CLIENT_NAME });
  const userId = insertUser(db, SANDBOX_USERNAME, password);
  const auth = createAuthorization(db, { clientId, userId, scopes: CONSOLE_SCOPES, profileIds }, 'console', now);
  const record: ConsoleRecord = {
    clientId,
    clientSecret,
    username: SANDBOX_USERNAME,
    password,
    refreshToken: issueRefreshToken(db, auth.authorizationId, now),
    authorizationId: auth.authorizationId,
  };
  insertConsole(db, record);
  return record;
}

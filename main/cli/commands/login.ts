// `login`: choose the connection later commands use when they get no --credentials
// (`login --check` only tests it, for schedulers and monitoring). Only a pointer is saved, through the one codec of the active-connection file (a file path or a
// saved connection's id), never a secret.
import { resolve } from 'node:path';
import { Command } from 'commander';
import {
  describeConnection,
  readActiveConnection,
  writeActiveConnection,
  type ActiveConnection,
} from '../../connection-refs/index.js';
import { appHome } from '../../files/index.js';
import { connect } from '../connect.js';
import { EXIT } from '../exit-code-values.js';
import { withSignInCommand } from '../sign-in-again.js';
import { idleWarning, noteTokenUse } from '../token-idle.js';

/** `login --check`: signs in once with the connection's refresh token; the default stays as it is. */
async function checkSignIn(credentials: string | undefined): Promise<number> {
  const conn = await connect(credentials ? { credentials } : {});
  try {
    const idle = idleWarning(conn);
    await conn.tokens.getAccessToken();
    noteTokenUse(conn);
    process.stdout.write(`Sign-in works: ${describeConnection(conn.info.ref)} (${conn.info.baseUrl})\n`);
    if (idle) process.stderr.write(`${idle}\n`);
    return EXIT.ok;
  } catch (err) {
    throw withSignInCommand(err, conn.info.ref); // its hint names the `login` command for this connection
  } finally {
    await conn.close();
  }
}

export function loginCommand(run: (code: number) => void): Command {
  return new Command('login')
    .description('Sign in: check a connection and make it the one commands use by default.')
    .option(
      '--credentials <file>',
      'a credentials.json (baseUrl, clientId, clientSecret, refreshToken; secrets may come from COMMERCE_BULK_CLIENT_SECRET and COMMERCE_BULK_REFRESH_TOKEN)',
    )
    .option('--connection <id>', 'a connection saved by the desktop app')
    .option('--sandbox', 'use the built-in sandbox (the default on a first run)')
    .option(
      '--check',
      'test the credentials of the connection commands use (or of --credentials) now, changing nothing: exit 0 when they work, 3 when refused',
    )
    .action(async (o: { credentials?: string; connection?: string; sandbox?: boolean; check?: boolean }) => {
      if (o.check) return run(await checkSignIn(o.credentials));
      const dataDir = appHome();
      let active: ActiveConnection | null = null;
      if (o.credentials) active = { kind: 'credentials-file', path: resolve(o.credentials) };
      else if (o.connection) active = { kind: 'saved', id: o.connection };
      else if (o.sandbox) active = { kind: 'sandbox' };
      const previous = readActiveConnection(dataDir);
      if (active) writeActiveConnection(dataDir, active);
      let conn: Awaited<ReturnType<typeof connect>> | undefined;
      try {
        // Opening can fail too (a credentials file that is missing or malformed): a login that
        // fails in any way leaves the previous default in place.
        conn = await connect({});
        await conn.tokens.getAccessToken(); // proves the sign-in works (AuthError: exit 3)
        process.stdout.write(`Signed in to ${describeConnection(conn.info.ref)} (${conn.info.baseUrl})\n`);
        if (conn.profiles.length)
          process.stdout.write(
            `Profiles: ${conn.profiles.map((p) => `${p.id}${p.name ? ` ${p.name}` : ''}`).join(', ')}\n`,
          );
      } catch (err) {
        if (active) writeActiveConnection(dataDir, previous ?? { kind: 'sandbox' });
        throw err;
      } finally {
        await conn?.close();
      }
      run(0);
    });
}

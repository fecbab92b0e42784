// --proxy <url> and --ca-file <pem> on every command that talks to the service. They win over
// a connection's own settings and the environment (HTTPS_PROXY, HTTP_PROXY, NO_PROXY). One
// CLI process runs one command, so the chosen values are held here until connect.ts opens.
import type { Command } from 'commander';
import { UserError } from '../../shared/errors/index.js';
import { ignoredTlsOverride, PROXY_PASSWORD_ENV, type NetworkSettings } from '../net/index.js';

let chosen: NetworkSettings | undefined;

/** What --proxy and --ca-file said for this command; undefined when neither was given. */
export function cliNetwork(): NetworkSettings | undefined {
  return chosen;
}

/** A password on the command line is readable by every process of the machine (ps, /proc). */
function refusePasswordIn(proxy: string): void {
  const m = /^[a-z][a-z0-9+.-]*:\/\/([^/?#@]*)@/i.exec(proxy.trim()) ?? /^([^/?#@]*)@/.exec(proxy.trim());
  if (m?.[1]?.includes(':'))
    throw new UserError(
      { id: 'errors:cli.proxyPassword' },
      { id: 'errors:cli.proxyPasswordHint', params: { variable: PROXY_PASSWORD_ENV } },
    );
}

export function addNetworkOptions(command: Command): Command {
  return command
    .option(
      '--proxy <url>',
      `the proxy to the service, e.g. http://proxy:8080 or http://user@proxy:8080 with the password in ${PROXY_PASSWORD_ENV}, or 'none'; default: HTTPS_PROXY / HTTP_PROXY (NO_PROXY honoured; never for this machine)`,
    )
    .option('--ca-file <pem>', 'trust this certificate authority (PEM file) too, e.g. the one of a company proxy')
    .hook('preAction', (_self, action) => {
      const o = action.opts<{ proxy?: string; caFile?: string }>();
      if (o.proxy !== undefined) refusePasswordIn(o.proxy);
      const ignored = ignoredTlsOverride();
      if (ignored) process.stderr.write(`${ignored}\n`);
      chosen =
        o.proxy !== undefined || o.caFile !== undefined
          ? {
              ...(o.proxy !== undefined ? { proxy: o.proxy, proxySource: '--proxy' } : {}),
              ...(o.caFile !== undefined ? { caFiles: [o.caFile], caSource: '--ca-file' } : {}),
            }
          : undefined;
    });
}

// --proxy <url> and --ca-file <pem> on every command that talks to the service. They win over
// a connection's own settings and the environment (HTTPS_PROXY, HTTP_PROXY, NO_PROXY). One
// CLI process runs one command, so the chosen values are held here until connect.ts opens.
// main/net is loaded by the hook, when the command runs, not when its options are declared:
// program.ts imports this file for every command, --help and --version included (issue 44).
import type { Command } from 'commander';
import type { NetworkSettings } from '../net/index.js';
// eslint-disable-next-line local/no-deep-import -- the barrel loads undici and zod; --help must start in a blink (issue 44).
import { PROXY_PASSWORD_ENV } from '../net/proxy-env.js';

let chosen: NetworkSettings | undefined;

/** What --proxy and --ca-file said for this command; undefined when neither was given. */
export function cliNetwork(): NetworkSettings | undefined {
  return chosen;
}

/** A password on the command line is readable by every process of the machine (ps, /proc). */
async function refusePasswordIn(proxy: string): Promise<void> {
  const m = /^[a-z][a-z0-9+.-]*:\/\/([^/?#@]*)@/i.exec(proxy.trim()) ?? /^([^/?#@]*)@/.exec(proxy.trim());
  if (m?.[1]?.includes(':')) {
    const { UserError } = await import('../../shared/errors/index.js');
    throw new UserError(
      { id: 'errors:cli.proxyPassword' },
      { id: 'errors:cli.proxyPasswordHint', params: { variable: PROXY_PASSWORD_ENV } },
    );
  }
}

export function addNetworkOptions(command: Command): Command {
  return command
    .option(
      '--proxy <url>',
      `the proxy to the service, e.g. http://proxy:8080 or http://user@proxy:8080 with the password in ${PROXY_PASSWORD_ENV}, or 'none'; default: HTTPS_PROXY / HTTP_PROXY (NO_PROXY honoured; never for this machine)`,
    )
    .option('--ca-file <pem>', 'trust this certificate authority (PEM file) too, e.g. the one of a company proxy')
    .hook('preAction', async (_self, action) => {
      const o = action.opts<{ proxy?: string; caFile?: string }>();
      if (o.proxy !== undefined) await refusePasswordIn(o.proxy);
      const { ignoredTlsOverride } = await import('../net/index.js');
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

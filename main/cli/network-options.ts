// --proxy <url> and --ca-file <pem> on every command that talks to the service. They win over
// a connection's own settings and the environment (HTTPS_PROXY, HTTP_PROXY, NO_PROXY). One
// CLI process runs one command, so the chosen values are held here until connect.ts opens.
import type { Command } from 'commander';
import type { NetworkSettings } from '../net/index.js';

let chosen: NetworkSettings | undefined;

/** What --proxy and --ca-file said for this command; undefined when neither was given. */
export function cliNetwork(): NetworkSettings | undefined {
  return chosen;
}

export function addNetworkOptions(command: Command): Command {
  return command
    .option(
      '--proxy <url>',
      "the proxy to the service, e.g. http://user:password@proxy:8080, or 'none'; default: HTTPS_PROXY / HTTP_PROXY (NO_PROXY honoured)",
    )
    .option('--ca-file <pem>', 'trust this certificate authority (PEM file) too, e.g. the one of a company proxy')
    .hook('preAction', (_self, action) => {
      const o = action.opts<{ proxy?: string; caFile?: string }>();
      chosen =
        o.proxy !== undefined || o.caFile !== undefined
          ? {
              ...(o.proxy !== undefined ? { proxy: o.proxy, proxySource: '--proxy' } : {}),
              ...(o.caFile !== undefined ? { caFiles: [o.caFile], caSource: '--ca-file' } : {}),
            }
          : undefined;
    });
}

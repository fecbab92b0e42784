// Which certificate authorities a connection trusts: Node's built-in list, NODE_EXTRA_CA_CERTS,
// the operating system's store where the runtime offers it (Node 22.15+, Electron), and the
// company certificates given with --ca-file or a connection's setting. Only ever added to:
// certificate checking is never turned off.
import { MB, readBoundedText, readProblem } from '../files/index.js';
import { nodeTls } from './builtins.js';
import { NetworkError } from './network-error.js';
import type { NetworkSettings } from './settings.js';

type CaListKind = 'default' | 'system' | 'bundled' | 'extra';
/** Node 22.15+'s reader of the CA lists (node:tls is loaded only when a TLS route asks). */
const getCACertificates = (kind: CaListKind): string[] | undefined =>
  (nodeTls() as unknown as { getCACertificates?: (kind: CaListKind) => string[] }).getCACertificates?.(kind);

/** The operating system's trusted authorities, or [] where the runtime cannot read them. */
export function systemCertificates(): string[] {
  try {
    return getCACertificates('system') ?? [];
  } catch {
    return [];
  }
}

/** Node's own list with NODE_EXTRA_CA_CERTS, as a TLS connection without `ca` would trust. */
function nodeDefaults(env: NodeJS.ProcessEnv): string[] {
  const defaults = getCACertificates('default');
  if (defaults) return defaults;
  const extraFile = env.NODE_EXTRA_CA_CERTS;
  const extra: string[] = [];
  if (extraFile) {
    try {
      extra.push(readBoundedText(extraFile, MAX_CA_FILE_BYTES));
    } catch {
      // Node itself only warns about an unreadable NODE_EXTRA_CA_CERTS; so do we (by ignoring it).
    }
  }
  return [...nodeTls().rootCertificates, ...extra];
}

/** A CA bundle is a few hundred kB at most; anything bigger is not one. */
export const MAX_CA_FILE_BYTES = 4 * MB;

function readCaFile(path: string, source: string): string {
  let text: string;
  try {
    text = readBoundedText(path, MAX_CA_FILE_BYTES);
  } catch (err) {
    throw new NetworkError(
      'ca-file',
      { id: 'errors:net.caFileUnreadable', params: { path, problem: readProblem(err) } },
      { id: 'errors:net.caFileUnreadableHint', params: { source, mb: MAX_CA_FILE_BYTES / MB } },
    );
  }
  if (!text.includes('-----BEGIN CERTIFICATE-----'))
    throw new NetworkError(
      'ca-file',
      { id: 'errors:net.caFileNoPem', params: { path } },
      { id: 'errors:net.caFileNoPemHint', params: { source } },
    );
  return text;
}

/**
 * The `ca` list for TLS connections, or undefined when Node's defaults (which already honour
 * NODE_EXTRA_CA_CERTS) are all there is: passing `ca` replaces the defaults, so when anything
 * is added, the defaults are listed first. `withDefaults: false` only reads and checks the
 * company files (a route without TLS).
 */
export function trustedCertificates(
  settings: NetworkSettings,
  { withDefaults = true }: { withDefaults?: boolean } = {},
): string[] | undefined {
  const company = (settings.caFiles ?? []).map((f) => readCaFile(f, settings.caSource ?? '--ca-file'));
  if (!withDefaults) return company.length ? company : undefined;
  const system = systemCertificates();
  if (!company.length && !system.length) return undefined;
  return [...nodeDefaults(settings.env ?? process.env), ...system, ...company];
}

/**
 * The line that says NODE_TLS_REJECT_UNAUTHORIZED=0 was ignored (every TLS connection of the
 * client passes rejectUnauthorized: true), or null when the variable does not ask for that.
 */
export function ignoredTlsOverride(env: NodeJS.ProcessEnv = process.env): string | null {
  return env.NODE_TLS_REJECT_UNAUTHORIZED === '0'
    ? 'NODE_TLS_REJECT_UNAUTHORIZED=0 is ignored: Commerce Bulk always checks certificates. To trust a company authority, give it with --ca-file or NODE_EXTRA_CA_CERTS.'
    : null;
}

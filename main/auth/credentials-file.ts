import { MB, readBoundedText, readProblem } from '../files/index.js';
import { dirname, resolve } from 'node:path';
import type { NetworkSettings } from '../net/index.js';
import * as z from 'zod';
import { AuthError } from './errors.js';
import { describeIssues } from './connection.js';
import { registerSecret } from '../../shared/security/index.js';

export const SECRET_ENV = 'COMMERCE_BULK_CLIENT_SECRET';
export const REFRESH_TOKEN_ENV = 'COMMERCE_BULK_REFRESH_TOKEN';

/** The part of the sandbox's credentials.json (and of a user's own file) the CLI needs. */
const CredentialsFileSchema = z
  .object({
    baseUrl: z.url({ protocol: /^https?$/ }),
    clientId: z.string().min(1),
    clientSecret: z.string().optional(),
    refreshToken: z.string().optional(),
    redirectUri: z.string().optional(),
    scopes: z.array(z.string()).optional(),
    profiles: z.array(z.object({ id: z.number().int(), name: z.string().optional() }).loose()).optional(),
    refreshTokenIdleDays: z.number().int().positive().optional(),
    /** 'none' or a proxy URL (it may carry the proxy's user name and password). */
    proxy: z.string().optional(),
    /** A company certificate authority (PEM), relative to the file's folder. */
    caFile: z.string().min(1).optional(),
  })
  .loose();

export interface FileCredentials {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  redirectUri?: string;
  scopes?: string[];
  profiles?: { id: number; name?: string }[];
  /** How many days unused the service lets the refresh token live (default: the real service's 90). */
  refreshTokenIdleDays?: number;
  /** The file's own proxy and company certificate (--proxy and --ca-file win over them). */
  network?: NetworkSettings;
  /** Where each secret came from, for a --verbose line that names sources, never values. */
  sources: { clientSecret: 'file' | 'env'; refreshToken: 'file' | 'env' };
}

/** A credentials file is a few hundred bytes; a bound keeps a device or a huge file out. */
export const MAX_CREDENTIALS_BYTES = MB;

/**
 * Reads a `--credentials <file>` for the CLI. The secrets may instead come from the
 * environment (COMMERCE_BULK_CLIENT_SECRET, COMMERCE_BULK_REFRESH_TOKEN), which win over
 * the file so that a checked-in file can hold only the non-secret half.
 */
export async function loadCredentialsFile(
  path: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<FileCredentials> {
  let text: string;
  try {
    text = readBoundedText(path, MAX_CREDENTIALS_BYTES);
  } catch (err) {
    throw new AuthError(
      'invalid-config',
      { id: 'errors:auth.credentialsUnreadable', params: { path, problem: readProblem(err) } },
      { id: 'errors:auth.credentialsUnreadableHint', params: { mb: MAX_CREDENTIALS_BYTES / MB } },
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new AuthError(
      'invalid-config',
      { id: 'errors:auth.credentialsNotJson', params: { path } },
      { id: 'errors:auth.credentialsNotJsonHint' },
    );
  }
  const parsed = CredentialsFileSchema.safeParse(json);
  if (!parsed.success) {
    throw new AuthError(
      'invalid-config',
      { id: 'errors:auth.credentialsInvalid', params: { path, issues: describeIssues(parsed.error) } },
      { id: 'errors:auth.credentialsInvalidHint' },
    );
  }
  const c = parsed.data;
  const clientSecret = env[SECRET_ENV] || c.clientSecret;
  const refreshToken = env[REFRESH_TOKEN_ENV] || c.refreshToken;
  const missing = [
    !clientSecret && `clientSecret (or ${SECRET_ENV})`,
    !refreshToken && `refreshToken (or ${REFRESH_TOKEN_ENV})`,
  ].filter(Boolean);
  if (missing.length) {
    throw new AuthError(
      'invalid-config',
      { id: 'errors:auth.credentialsLack', params: { path, missing: missing.join(' and ') } },
      { id: 'errors:auth.credentialsLackHint' },
    );
  }
  registerSecret(clientSecret);
  registerSecret(refreshToken);
  const out: FileCredentials = {
    baseUrl: c.baseUrl,
    clientId: c.clientId,
    clientSecret: clientSecret!,
    refreshToken: refreshToken!,
    sources: { clientSecret: env[SECRET_ENV] ? 'env' : 'file', refreshToken: env[REFRESH_TOKEN_ENV] ? 'env' : 'file' },
  };
  if (c.redirectUri) out.redirectUri = c.redirectUri;
  if (c.refreshTokenIdleDays) out.refreshTokenIdleDays = c.refreshTokenIdleDays;
  if (c.proxy !== undefined || c.caFile) {
    const where = `the credentials file ${path}`;
    out.network = {
      ...(c.proxy !== undefined ? { proxy: c.proxy, proxySource: `"proxy" in ${where}` } : {}),
      ...(c.caFile ? { caFiles: [resolve(dirname(path), c.caFile)], caSource: `"caFile" in ${where}` } : {}),
    };
  }
  if (c.scopes) out.scopes = c.scopes;
  if (c.profiles)
    out.profiles = c.profiles.map((p) => (p.name === undefined ? { id: p.id } : { id: p.id, name: p.name }));
  return out;
}

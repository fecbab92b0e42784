// An HTTPS pull source (issue 45): `https://[user@]host/path/file.csv`. Asked with the
// validators of the last fetch (If-None-Match, If-Modified-Since), so an unchanged file is
// answered 304 and not fetched again; a changed one streams into download/ under a size cap
// and is renamed whole into the inbox, where the local pipeline takes it like any dropped file.
// Through main/net's dispatcher: the company proxy and CA rules of every other request.
// Basic auth when the address names a user, else a bearer token when a secret is stored.
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { UserError } from '../../../shared/errors/index.js';
import { createDispatcher, explainFailure, routeOf, type NetworkSettings } from '../../net/index.js';
import { displayAddress, readPull, writePull, type SourceFolders } from './pull-state.js';
import type { SecretVault } from '../../auth/index.js';
import { sourceAccount, sourceSecret } from './source-secret.js';

/** The default cap: a stock feed of a few million rows fits; a mistaken link to a disk image does not. */
export const DEFAULT_MAX_BYTES = 512 * 1024 * 1024;

export interface HttpsPull {
  address: string;
  folders: SourceFolders;
  network?: NetworkSettings | undefined;
  maxBytes?: number | undefined;
  env?: NodeJS.ProcessEnv | undefined;
  /** The keychain to read the secret from (default the OS's; the app passes its own). */
  vault?: SecretVault | undefined;
}

export type PullOutcome = { kind: 'fetched'; file: string; bytes: number } | { kind: 'not-modified' };

async function authorization(url: URL, p: HttpsPull): Promise<string | undefined> {
  const user = decodeURIComponent(url.username);
  const secret = await sourceSecret(sourceAccount('https', user, url.hostname), p.env, p.vault);
  if (user) {
    if (secret === undefined)
      throw new UserError(
        { id: 'errors:pull.httpsNoSecret', params: { user, host: url.hostname } },
        { id: 'errors:pull.httpsNoSecretHint', params: { account: sourceAccount('https', user, url.hostname) } },
      );
    return `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`;
  }
  return secret === undefined ? undefined : `Bearer ${secret}`;
}

/** Counts the bytes going by and stops the download past the cap. */
function capped(max: number, address: string): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > max)
        done(
          new UserError({ id: 'errors:pull.tooLarge', params: { address, max } }, { id: 'errors:pull.tooLargeHint' }),
        );
      else done(null, chunk);
    },
  });
}

function fileName(url: URL): string {
  const name = basename(decodeURIComponent(url.pathname));
  if (!name || name === '/' || name.startsWith('.'))
    throw new UserError(
      { id: 'errors:pull.noFile', params: { address: displayAddress(url.href) } },
      { id: 'errors:pull.httpsNoFileHint' },
    );
  return name;
}

export async function pullHttps(p: HttpsPull): Promise<PullOutcome> {
  const url = new URL(p.address);
  const shown = displayAddress(p.address);
  const name = fileName(url);
  const record = readPull(p.folders, p.address);
  const auth = await authorization(url, p);
  const target = new URL(url.pathname + url.search, url.origin);
  const dispatcher = createDispatcher(url.origin, p.network ?? {});
  try {
    const headers = {
      ...(record.etag ? { 'if-none-match': record.etag } : {}),
      ...(record.lastModified ? { 'if-modified-since': record.lastModified } : {}),
      ...(auth ? { authorization: auth } : {}),
    };
    const res = await dispatcher
      .request({ origin: url.origin, path: target.pathname + target.search, method: 'GET', headers })
      .catch(async (err: unknown) => {
        // The proxy, certificate and socket messages of every other request, naming what to fix.
        const route = routeOf(dispatcher);
        throw (route ? await explainFailure(err, route) : null) ?? err;
      });
    const at = new Date().toISOString();
    if (res.statusCode === 304) {
      await res.body.dump();
      writePull(p.folders, { ...record, lastPull: at, lastOutcome: 'not modified' });
      return { kind: 'not-modified' };
    }
    if (res.statusCode !== 200) {
      await res.body.dump();
      const refused = res.statusCode === 401 || res.statusCode === 403;
      writePull(p.folders, { ...record, lastPull: at, lastOutcome: `HTTP ${res.statusCode}` });
      throw new UserError(
        {
          id: refused ? 'errors:pull.refused' : 'errors:pull.httpStatus',
          params: { address: shown, status: res.statusCode },
        },
        { id: 'errors:pull.httpStatusHint' },
      );
    }
    const max = p.maxBytes ?? DEFAULT_MAX_BYTES;
    const partial = join(p.folders.download, `${name}.partial`);
    try {
      await pipeline(res.body, capped(max, shown), createWriteStream(partial, { mode: 0o600 }));
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
    const file = join(p.folders.inbox, name);
    await rename(partial, file);
    const etag = res.headers.etag;
    const modified = res.headers['last-modified'];
    writePull(p.folders, {
      address: shown,
      ...(typeof etag === 'string' ? { etag } : {}),
      ...(typeof modified === 'string' ? { lastModified: modified } : {}),
      lastPull: at,
      lastOutcome: `fetched ${name}`,
    });
    return { kind: 'fetched', file, bytes: Number(res.headers['content-length'] ?? 0) };
  } finally {
    await dispatcher.close();
  }
}

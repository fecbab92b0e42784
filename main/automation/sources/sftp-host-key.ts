// The host key of an SFTP source, pinned on first use (issue 45): `sources/known_hosts` in the
// data folder, one `[host]:port type base64` line per server, as OpenSSH writes them. A server
// that later shows another key is refused, naming both SHA256 fingerprints and the line to
// remove to accept the new key: a changed key is a re-installed server or a man in the middle.
import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { UserError } from '../../../shared/errors/index.js';

/** OpenSSH's form: `SHA256:` and the unpadded base64 of the key's SHA-256. */
export function fingerprint(key: Buffer): string {
  return `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;
}

function keyType(key: Buffer): string {
  const n = key.length >= 4 ? key.readUInt32BE(0) : 0;
  return n > 0 && n < 64 ? key.subarray(4, 4 + n).toString('latin1') : 'ssh-unknown';
}

export const hostEntry = (host: string, port: number): string => (port === 22 ? host : `[${host}]:${port}`);

function pinned(file: string, entry: string): Buffer | undefined {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  for (const line of text.split('\n')) {
    const [name, , b64] = line.trim().split(/\s+/);
    if (name === entry && b64) return Buffer.from(b64, 'base64');
  }
  return undefined;
}

/** Checks `key` against the pin; pins it when there is none; returns the refusal when it differs. */
export function checkHostKey(file: string, host: string, port: number, key: Buffer): UserError | null {
  const entry = hostEntry(host, port);
  const known = pinned(file, entry);
  if (!known) {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    appendFileSync(file, `${entry} ${keyType(key)} ${key.toString('base64')}\n`, { mode: 0o600 });
    return null;
  }
  if (known.equals(key)) return null;
  return new UserError(
    { id: 'errors:pull.hostKeyChanged', params: { entry, pinned: fingerprint(known), shown: fingerprint(key) } },
    { id: 'errors:pull.hostKeyChangedHint', params: { entry, file } },
  );
}

// The one codec of cli-active-connection.json: what `login` writes the app reads and the
// other way round, a damaged or foreign file means "none chosen", and only a pointer is
// ever written (a stray key, such as a pasted token, is refused).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ACTIVE_FILE,
  appIdForRef,
  readActiveConnection,
  refForAppId,
  writeActiveConnection,
} from '../../../main/connection-refs/index.js';
import { tempDir } from '../../support/index.js';

const folder = () => tempDir('cb-active-');

describe('the active-connection file', () => {
  it('round-trips each kind of pointer, in the shape earlier versions wrote', () => {
    const dir = folder();
    for (const active of [
      { kind: 'sandbox' },
      { kind: 'credentials-file', path: '/data/creds.json' },
      { kind: 'saved', id: 'acme-1a2b3c' },
    ] as const) {
      writeActiveConnection(dir, active);
      expect(readActiveConnection(dir)).toEqual(active);
      expect(JSON.parse(readFileSync(join(dir, ACTIVE_FILE), 'utf8'))).toEqual(active);
    }
  });

  it('reads what the app wrote (by id) and what the CLI wrote, as the same pointers', () => {
    const dir = folder();
    writeActiveConnection(dir, refForAppId('sandbox'));
    expect(readActiveConnection(dir)).toEqual({ kind: 'sandbox' });
    writeActiveConnection(dir, refForAppId('acme-1a2b3c'));
    expect(appIdForRef(readActiveConnection(dir)!)).toBe('acme-1a2b3c');
    writeActiveConnection(dir, { kind: 'credentials-file', path: '/data/creds.json' });
    expect(appIdForRef(readActiveConnection(dir)!)).toBeNull(); // not one of the app's connections: it shows the sandbox
  });

  it('treats a missing, damaged or unknown file as no choice', () => {
    const dir = folder();
    expect(readActiveConnection(dir)).toBeNull();
    for (const text of [
      '{',
      '[]',
      '{"kind":"saved"}',
      '{"kind":"other","id":"x"}',
      '{"kind":"saved","id":"x","refreshToken":"t"}',
    ]) {
      writeFileSync(join(dir, ACTIVE_FILE), text);
      expect(readActiveConnection(dir)).toBeNull();
    }
  });

  it('never writes anything but a pointer', () => {
    const dir = folder();
    expect(() =>
      writeActiveConnection(dir, { kind: 'saved', id: 'x', refreshToken: 'planted-secret' } as never),
    ).toThrow();
    expect(() => readFileSync(join(dir, ACTIVE_FILE), 'utf8')).toThrow();
  });
});

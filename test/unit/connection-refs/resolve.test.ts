// The one resolver: a new command uses --credentials, else the active connection, else the
// built-in sandbox; a job uses the connection its journal names, found among those this
// side can reach, and never another.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  connectionForCommand,
  connectionForJob,
  writeActiveConnection,
  type Reachable,
} from '../../../main/connection-refs/index.js';
import { tempDir } from '../../support/index.js';

const saved = [{ id: 'acme-1a2b3c', name: 'Acme live', baseUrl: 'https://api.example.com' }];
const cli: Reachable = { saved, fileExists: (p) => p === '/data/creds.json' };
const app: Reachable = { saved };

describe('connectionForCommand', () => {
  it('takes --credentials first, then the active connection, then the built-in sandbox', () => {
    const dir = tempDir('cb-resolve-');
    expect(connectionForCommand(dir)).toEqual({ kind: 'sandbox' });
    writeActiveConnection(dir, { kind: 'saved', id: 'acme-1a2b3c' });
    expect(connectionForCommand(dir)).toEqual({ kind: 'saved', id: 'acme-1a2b3c' });
    expect(connectionForCommand(dir, 'creds.json')).toEqual({ kind: 'credentials-file', path: resolve('creds.json') });
  });
});

describe('connectionForJob', () => {
  it("uses the job's own connection", () => {
    expect(connectionForJob({ kind: 'sandbox' }, cli)).toEqual({ ok: true, use: { kind: 'sandbox' } });
    expect(connectionForJob({ kind: 'credentials-file', path: '/data/creds.json' }, cli)).toMatchObject({
      ok: true,
      use: { kind: 'credentials-file', path: '/data/creds.json' },
    });
    expect(connectionForJob({ kind: 'saved', id: 'acme-1a2b3c', name: 'Old name' }, app)).toMatchObject({
      ok: true,
      use: { kind: 'saved', id: 'acme-1a2b3c', name: 'Acme live' },
    });
  });

  it("finds an older journal's saved connection by name and address only", () => {
    expect(
      connectionForJob({ kind: 'saved-by-name', name: 'Acme live', baseUrl: 'https://api.example.com' }, cli),
    ).toMatchObject({ ok: true, use: { kind: 'saved', id: 'acme-1a2b3c' } });
    expect(
      connectionForJob({ kind: 'saved-by-name', name: 'Acme live', baseUrl: 'https://other.example.com' }, cli),
    ).toEqual({ ok: false, reason: 'not-saved' });
  });

  it('says why when it is gone, and never answers with another connection', () => {
    expect(connectionForJob({ kind: 'credentials-file', path: '/data/gone.json' }, cli)).toEqual({
      ok: false,
      reason: 'file-missing',
    });
    expect(connectionForJob({ kind: 'credentials-file', path: '/data/creds.json' }, app)).toEqual({
      ok: false,
      reason: 'not-reachable',
    });
    expect(connectionForJob({ kind: 'saved', id: 'removed-1' }, cli)).toEqual({ ok: false, reason: 'not-saved' });
  });
});

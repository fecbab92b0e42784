// Journals written before the `job.connection` column named their connection by a display
// label inside the job's data. Opening one adds the column and turns the label into a typed
// reference once; a new journal records the reference it is given and no label at all.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LegacyJobConnection } from '../../../main/connection-refs/index.js';
import { Journal } from '../../../main/journal/index.js';
import { tempDir } from '../../support/index.js';

const jobData = {
  status: 'interrupted',
  resource: 'DCQuantities' as const,
  operation: 'upsert' as const,
  file: 'in.csv',
  fileSha256: 'x',
  headers: ['a'],
  out: 'out.xlsx',
  mapping: {},
  dryRun: false,
  preflight: true,
  timings: {},
  startedAt: '2026-01-01T00:00:00.000Z',
};

/** A journal as the code before the column wrote it: the job table without `connection`, the label in `data`. */
function olderJournal(dir: string, id: string, connection: LegacyJobConnection): void {
  const db = new Database(join(dir, `${id}.sqlite`));
  db.exec('CREATE TABLE job (id TEXT PRIMARY KEY, created_at TEXT NOT NULL, data TEXT NOT NULL)');
  db.prepare('INSERT INTO job (id, created_at, data) VALUES (?, ?, ?)').run(
    id,
    '2026-01-01T00:00:00.000Z',
    JSON.stringify({ ...jobData, id, connection }),
  );
  db.close();
}

function columnOf(dir: string, id: string): string | null {
  const db = new Database(join(dir, `${id}.sqlite`), { readonly: true });
  try {
    return (db.prepare('SELECT connection FROM job').get() as { connection: string | null }).connection;
  } finally {
    db.close();
  }
}

describe("the journal's connection column", () => {
  const cases: [string, LegacyJobConnection, unknown][] = [
    ['CLI, built-in sandbox', { label: 'built-in sandbox', baseUrl: 'http://127.0.0.1:4100' }, { kind: 'sandbox' }],
    [
      'CLI, credentials file',
      {
        label: 'credentials file /data/creds.json',
        baseUrl: 'https://api.example.com',
        credentialsFile: '/data/creds.json',
      },
      { kind: 'credentials-file', path: '/data/creds.json' },
    ],
    [
      'CLI, saved connection',
      { label: 'connection Acme live', baseUrl: 'https://api.example.com' },
      { kind: 'saved-by-name', name: 'Acme live', baseUrl: 'https://api.example.com' },
    ],
    [
      'app, sandbox with its id',
      { id: 'sandbox', label: 'Built-in sandbox', baseUrl: 'http://127.0.0.1:4100' },
      { kind: 'sandbox' },
    ],
    [
      'app, saved connection with its id',
      { id: 'acme-1a2b3c', label: 'Acme live', baseUrl: 'https://api.example.com' },
      { kind: 'saved', id: 'acme-1a2b3c', name: 'Acme live' },
    ],
    [
      'app, before ids',
      { label: 'Acme live', baseUrl: 'https://api.example.com' },
      { kind: 'saved-by-name', name: 'Acme live', baseUrl: 'https://api.example.com' },
    ],
  ];

  it.each(cases)('an older journal (%s) gains a typed reference on open', (_name, legacy, ref) => {
    const dir = tempDir('cb-journal-conn-');
    olderJournal(dir, 'old-1', legacy);
    const journal = Journal.open('old-1', dir);
    expect(journal.connection).toEqual({ ref, baseUrl: legacy.baseUrl });
    journal.close();
    // Stored, not recomputed: the column holds it, and a second open changes nothing.
    expect(JSON.parse(columnOf(dir, 'old-1')!)).toEqual({ ref, baseUrl: legacy.baseUrl });
    const again = Journal.open('old-1', dir);
    expect(again.connection).toEqual({ ref, baseUrl: legacy.baseUrl });
    again.close();
  });

  it('a new journal holds the reference it was given, and no label', () => {
    const dir = tempDir('cb-journal-conn-');
    const connection = {
      ref: { kind: 'saved' as const, id: 'acme-1a2b3c', name: 'Acme live' },
      baseUrl: 'https://api.example.com',
    };
    const journal = Journal.create({ ...jobData, status: 'created' }, dir, connection);
    const id = journal.data.id;
    expect(journal.data).not.toHaveProperty('connection');
    journal.close();
    const reopened = Journal.open(id, dir);
    expect(reopened.connection).toEqual(connection);
    reopened.setConnection({ ref: { kind: 'sandbox' }, baseUrl: 'http://127.0.0.1:1' });
    reopened.close();
    expect(JSON.parse(columnOf(dir, id)!)).toEqual({ ref: { kind: 'sandbox' }, baseUrl: 'http://127.0.0.1:1' });
  });

  it('refuses to record anything but a reference (a stray key such as a token is not kept)', () => {
    const dir = tempDir('cb-journal-conn-');
    const journal = Journal.create({ ...jobData, status: 'created' }, dir, {
      ref: { kind: 'sandbox' },
      baseUrl: 'http://127.0.0.1:1',
    });
    expect(() =>
      journal.setConnection({ ref: { kind: 'sandbox', token: 'planted-secret' }, baseUrl: '' } as never),
    ).toThrow();
    journal.close();
    expect(columnOf(dir, journal.data.id)).not.toContain('planted-secret');
  });
});

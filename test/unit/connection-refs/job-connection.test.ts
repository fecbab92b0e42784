import { describe, expect, it } from 'vitest';
import {
  ConnectionGoneError,
  jobConnectionFromLabel,
  jobConnectionId,
  type AppConnection as KnownConnection,
} from '../../../main/connection-refs/index.js';

const known: KnownConnection[] = [
  { id: 'sandbox', name: 'Built-in sandbox', baseUrl: 'http://127.0.0.1:5001', kind: 'sandbox' },
  { id: 'acme-1a2b3c', name: 'Acme live', baseUrl: 'https://api.example.com', kind: 'code' },
];

describe('jobConnectionId', () => {
  it('uses the connection saved in the journal, whatever is active', () => {
    expect(
      jobConnectionId(
        'j1',
        { ref: { kind: 'saved', id: 'acme-1a2b3c', name: 'Acme live' }, baseUrl: 'https://api.example.com' },
        known,
      ),
    ).toBe('acme-1a2b3c');
    expect(jobConnectionId('j1', { ref: { kind: 'sandbox' }, baseUrl: 'http://127.0.0.1:4999' }, known)).toBe(
      'sandbox',
    );
  });

  it('matches journals written before ids were saved by name and address (the sandbox by name: its port changes)', () => {
    const older = (label: string, baseUrl: string) => jobConnectionFromLabel({ label, baseUrl });
    expect(jobConnectionId('j1', older('Acme live', 'https://api.example.com'), known)).toBe('acme-1a2b3c');
    expect(jobConnectionId('j1', older('connection Acme live', 'https://api.example.com'), known)).toBe('acme-1a2b3c');
    expect(jobConnectionId('j1', older('Built-in sandbox', 'http://127.0.0.1:4999'), known)).toBe('sandbox');
    expect(jobConnectionId('j1', older('built-in sandbox', 'http://127.0.0.1:4999'), known)).toBe('sandbox');
    expect(
      jobConnectionId(
        'j1',
        jobConnectionFromLabel({ id: 'sandbox', label: 'Built-in sandbox', baseUrl: 'http://127.0.0.1:4999' }),
        known,
      ),
    ).toBe('sandbox');
    expect(() => jobConnectionId('j1', older('Acme live', 'https://other.example.com'), known)).toThrow(
      ConnectionGoneError,
    );
  });

  it('never falls back to another connection on its own: a removed one is named, with the choices', () => {
    const saved = {
      ref: { kind: 'saved' as const, id: 'gone-9f9f9f', name: 'Old account' },
      baseUrl: 'https://api.example.com',
    };
    expect(() => jobConnectionId('j7', saved, known)).toThrow(
      /Job j7 .*"Old account" \(https:\/\/api\.example\.com\).*no longer exists.*"Built-in sandbox" \(sandbox\), "Acme live" \(acme-1a2b3c\)/,
    );
    expect(jobConnectionId('j7', saved, known, 'acme-1a2b3c')).toBe('acme-1a2b3c');
    expect(() => jobConnectionId('j7', saved, known, 'nope')).toThrow(/no connection 'nope'/);
  });

  it("a job the CLI ran on a credentials file is not one of the app's connections: the user picks one", () => {
    const onFile = {
      ref: { kind: 'credentials-file' as const, path: '/home/a/creds.json' },
      baseUrl: 'https://api.example.com',
    };
    expect(() => jobConnectionId('j8', onFile, known)).toThrow(/"credentials file \/home\/a\/creds\.json"/);
  });
});

// The app resumes a job journal written before connections were recorded as typed
// references on the connection it ran on: the app then saved the connection's name as the
// label (with its id, or before ids without). The journal names it by id from then on; a
// name that matches no connection at that address is "gone", and the user picks one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LegacyJobConnection } from '../../../main/connection-refs/index.js';
import { clientForJournal } from '../../../main/ipc/handlers/job-client.js';
import { Journal } from '../../../main/journal/index.js';
import { startClientService, startTestApp, type TestApp, type TestService } from '../../support/index.js';

describe('the app and a journal from before typed connection references', () => {
  let app: TestApp;
  let other: TestService;
  let otherId: string;
  beforeAll(async () => {
    app = await startTestApp();
    other = await startClientService({ seedProducts: 5 });
    const c = other.sandbox.credentials;
    otherId = (
      await app.call('connections.addRefreshToken', {
        name: 'Second account',
        baseUrl: other.sandbox.url,
        clientId: c.clientId,
        clientSecret: c.clientSecret,
        refreshToken: c.refreshToken,
      })
    ).id;
    await app.call('connections.setActive', { id: 'sandbox' });
  }, 60_000);
  afterAll(async () => {
    await app?.ctx.dispose();
    await other?.close();
  });

  /** A journal as the app wrote it before: the label inside the job's data, no connection column. */
  function olderJournal(connection: LegacyJobConnection): Journal {
    const created = Journal.create(
      {
        status: 'interrupted',
        resource: 'DCQuantities',
        operation: 'upsert',
        file: 'in.csv',
        fileSha256: 'x',
        headers: ['a'],
        out: 'out.xlsx',
        mapping: {},
        connection,
        dryRun: false,
        preflight: true,
        timings: {},
        startedAt: new Date().toISOString(),
      },
      app.ctx.jobsDir,
    );
    const id = created.data.id;
    created.close();
    return Journal.open(id, app.ctx.jobsDir);
  }

  it('a saved connection named before ids: found by name and address, then recorded by id', () => {
    const journal = olderJournal({ label: 'Second account', baseUrl: other.sandbox.url });
    expect(clientForJournal(app.ctx, journal)).toBe(app.ctx.connections.client(otherId).client);
    expect(journal.connection).toEqual({
      ref: { kind: 'saved', id: otherId, name: 'Second account' },
      baseUrl: other.sandbox.url,
    });
    journal.close();
  });

  it('a saved connection with its id, and the built-in sandbox whose port has changed', () => {
    const saved = olderJournal({ id: otherId, label: 'Second account', baseUrl: other.sandbox.url });
    expect(clientForJournal(app.ctx, saved)).toBe(app.ctx.connections.client(otherId).client);
    saved.close();
    const sandbox = olderJournal({ label: 'Built-in sandbox', baseUrl: 'http://127.0.0.1:9' });
    expect(clientForJournal(app.ctx, sandbox)).toBe(app.ctx.connections.client('sandbox').client);
    expect(sandbox.connection?.ref).toEqual({ kind: 'sandbox' });
    sandbox.close();
  });

  it("the same name at another address is not the job's connection: the user is asked", () => {
    const journal = olderJournal({ label: 'Second account', baseUrl: 'https://elsewhere.example' });
    expect(() => clientForJournal(app.ctx, journal)).toThrow(
      /"Second account" \(https:\/\/elsewhere\.example\).*no longer exists/,
    );
    journal.close();
  });
});

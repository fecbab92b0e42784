// A job journal written before connections were recorded as typed references, whose job ran
// on a saved connection (the CLI wrote the label `connection <name>` and no id), still
// resumes on that connection after `login` chose another, and from then on names it by id.
// The CLI runs as a child process and reads the connection's secrets from the OS keychain,
// so this runs against a real Secret Service (scripts/with-keyring.sh) and skips elsewhere.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectionStore, openSecretVault } from '../../../main/auth/index.js';
import { startSandbox, type SandboxHandle } from '../../../server/index.js';
import { journalState, makeOlderJournal, mutations, runCli, tempDir } from '../../support/index.js';

const vault = await openSecretVault();
if (!vault.persistent)
  console.warn(
    'resume of an older journal on a saved connection skipped: no keychain. Run: sh scripts/with-keyring.sh npx vitest run test/integration/auth',
  );

const ID = `acme-live-${process.pid}`;
const total = (m: Record<string, number>) => Object.values(m).reduce((a, b) => a + b, 0);

describe.skipIf(!vault.persistent)('resume of an older journal on a saved connection (real keychain)', () => {
  let other: SandboxHandle;
  let home: string;
  let store: ConnectionStore;
  beforeAll(async () => {
    const dir = tempDir('cb-older-saved-');
    home = join(dir, 'home');
    other = await startSandbox({
      strict: true,
      port: 0,
      dataDir: join(dir, 'service'),
      seedProducts: 5,
      quiet: true,
      writeCredentials: false,
    });
    const c = other.credentials;
    store = await ConnectionStore.open(home, { vault });
    await store.save({
      id: ID,
      name: 'Acme live',
      kind: 'refresh-token',
      baseUrl: other.url,
      clientId: c.clientId,
      profiles: [],
    });
    await store.setSecret(ID, 'client-secret', c.clientSecret);
    await store.setSecret(ID, 'refresh-token', c.refreshToken);
  });
  afterAll(async () => {
    await store?.remove(ID);
    await other?.close();
  });

  it('finds the saved connection by the name and address the label gave, and records its id', async () => {
    const env = { COMMERCE_BULK_HOME: home };
    expect((await runCli(['login', '--connection', ID], env)).code).toBe(0);
    const file = join(home, 'dcs.csv');
    writeFileSync(
      file,
      [
        'Name;Code;ProfileID',
        'Saved one;SAVED-1;12000001',
        'Saved two;SAVED-2;12000001',
        'Saved three;SAVED-3;12000001',
      ].join('\r\n'),
    );
    const first = await runCli(
      ['import', file, '--resource', 'DistributionCenters', '--out', join(home, 'dcs.xlsx')],
      env,
    );
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain(`Connection: connection Acme live (${other.url})`);
    const jobId = /Job (\S+)/.exec(first.stdout)![1]!;
    makeOlderJournal(home, jobId, { label: 'connection Acme live', baseUrl: other.url });
    expect((await runCli(['login', '--sandbox'], env)).code).toBe(0);

    const before = total(await mutations(other));
    const resumed = await runCli(['resume', jobId], env);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(total(await mutations(other))).toBeGreaterThan(before);
    expect(journalState(home, jobId)).toMatchObject({
      connection: { ref: { kind: 'saved', id: ID, name: 'Acme live' }, baseUrl: other.url },
      pending: 0,
      done: 3,
    });
  }, 90_000);
});

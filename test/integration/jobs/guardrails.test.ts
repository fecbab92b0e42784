// Issue 14, guardrails: before anything is sent, a run that would set more than 20% of the
// quantities it touches to 0, send a negative quantity, or delete more than 100 rows stops
// (nothing sent, the job waits planned), says the numbers, and goes on once confirmed.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MassChangeRefused, resumeImport, runImport } from '../../../main/jobs/index.js';
import { Journal } from '../../../main/journal/index.js';
import { mutations, quantity, runCli, clientServiceForFile, tempDir } from '../../support/index.js';

const ctx = clientServiceForFile(
  { seedProducts: 150, port: 0, dataDir: join(tempDir('cb-guard-svc-'), 'service') },
  'cb-guardrails-',
);

// Contoso's seeded product 2000000 + i has SKU String(i) padded to 7 digits, and a quantity at
// DC 1 when i is odd, DC 2 when i is even.
const sku = (product: number): string => String(product - 2_000_000).padStart(7, '0');

function csv(name: string, rows: string[]): string {
  const file = join(ctx.dir, name);
  writeFileSync(file, `SKU,DC,Qty\r\n${rows.join('\r\n')}\r\n`);
  return file;
}

function run(file: string, extra: { allowMassChange?: boolean; dryRun?: boolean; operation?: string } = {}) {
  return runImport({
    file,
    resource: 'DCQuantities',
    out: file.replace('.csv', '-result.xlsx'),
    client: ctx.svc.client,
    connection: ctx.connection(),
    mappingStore: null,
    ...extra,
  });
}

async function refusal(p: Promise<unknown>): Promise<MassChangeRefused> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(MassChangeRefused);
    return err as MassChangeRefused;
  }
  throw new Error('the run was not stopped');
}

describe('guardrails', () => {
  it('5 of 10 quantities set to 0: stops before sending, names the numbers; resumed when confirmed', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => `${sku(2000001 + i)},1,${i % 2 === 0 ? 0 : 50 + i}`);
    const before = await mutations(ctx.svc.sandbox);
    const e = await refusal(run(csv('zeros.csv', rows)));
    // Issue 42: the rows behind it, in sheet order, as a person finds them in the file.
    expect(e.message).toBe(
      'Nothing was sent: this run would set 5 of the 10 quantities it changes to 0 (50%, more than 20%): ' +
        'row 2, SKU 0000001, DC 1, 0; row 4, SKU 0000003, DC 1, 0; row 6, SKU 0000005, DC 1, 0; ' +
        'row 8, SKU 0000007, DC 1, 0; row 10, SKU 0000009, DC 1, 0',
    );
    expect(e.hint).toContain(`resume ${e.jobId} --allow-mass-change`);
    expect(e.change).toMatchObject({ zeros: 5, quantities: 10, negatives: 0 });
    expect(await mutations(ctx.svc.sandbox)).toEqual(before);
    const journal = Journal.open(e.jobId);
    expect(journal.data.status).toBe('planned');
    journal.close();

    const o = await resumeImport(e.jobId, ctx.svc.client, { allowMassChange: true });
    expect(o.exitCode).toBe(0);
    expect(await quantity(ctx.svc.client, 1, 2000001)).toBe(0);
    expect(await quantity(ctx.svc.client, 1, 2000002)).toBe(51);
  });

  it('a negative quantity stops the run; a dry run says it would', async () => {
    const file = csv('negative.csv', [`${sku(2000020)},1,-3`, `${sku(2000021)},1,4`]);
    const dry = await run(file, { dryRun: true });
    expect(dry.massChange?.reasons).toEqual(['send 1 negative quantity']);
    const e = await refusal(run(file));
    expect(e.message).toBe('Nothing was sent: this run would send 1 negative quantity: row 2, SKU 0000020, DC 1, -3');
    expect(e.change.findings).toEqual([
      {
        kind: 'negatives',
        reason: 'send 1 negative quantity',
        clause: { id: 'errors:job.finding.negative', params: { count: '1' } },
        rows: [{ row: 2, sku: '0000020', dc: 1, value: -3 }],
        more: 0,
      },
    ]);
    expect(await quantity(ctx.svc.client, 1, 2000021)).not.toBe(4);
    expect((await run(file, { allowMassChange: true })).exitCode).toBe(0);
    expect(await quantity(ctx.svc.client, 1, 2000020)).toBe(-3);
  });

  it('one or two zeros among a few values is not a mass change', async () => {
    const o = await run(csv('one-zero.csv', [`${sku(2000030)},1,0`, `${sku(2000031)},1,9`]));
    expect(o.exitCode).toBe(0);
    expect(await quantity(ctx.svc.client, 1, 2000030)).toBe(0);
  });

  it('deleting 101 rows stops the run', async () => {
    const rows = Array.from({ length: 101 }, (_, k) => `${sku(2000050 + k)},${(50 + k) % 2 === 0 ? 2 : 1},1`);
    const file = csv('delete.csv', rows);
    const dry = await run(file, { operation: 'delete', dryRun: true });
    expect(dry.counts?.Deleted).toBe(101);
    expect(dry.massChange?.reasons).toEqual(['delete 101 rows (more than 100)']);
    const e = await refusal(run(file, { operation: 'delete' }));
    // The first five rows, then how many more.
    expect(e.message).toBe(
      'Nothing was sent: this run would delete 101 rows (more than 100): row 2, SKU 0000050, DC 2; ' +
        'row 3, SKU 0000051, DC 1; row 4, SKU 0000052, DC 2; row 5, SKU 0000053, DC 1; row 6, SKU 0000054, DC 2; and 96 more',
    );
  });

  it('the CLI exits 2 with the reason, and --allow-mass-change sends', async () => {
    const file = csv(
      'cli-zeros.csv',
      Array.from({ length: 4 }, (_, i) => `${sku(2000040 + i)},1,0`),
    );
    const creds = join(ctx.dir, 'creds.json');
    const c = ctx.svc.sandbox.credentials;
    writeFileSync(
      creds,
      JSON.stringify({
        baseUrl: c.baseUrl,
        clientId: c.clientId,
        clientSecret: c.clientSecret,
        refreshToken: c.refreshToken,
      }),
    );
    const env = { COMMERCE_BULK_HOME: join(ctx.dir, 'cli-home') };
    const args = [
      'import',
      file,
      '--resource',
      'DCQuantities',
      '--credentials',
      creds,
      '--out',
      join(ctx.dir, 'cli-zeros-result.xlsx'),
    ];
    const stopped = await runCli(args, env);
    expect(stopped.code).toBe(2);
    expect(stopped.stderr).toContain(
      'Nothing was sent: this run would set 4 of the 4 quantities it changes to 0 (100%, more than 20%)',
    );
    expect(stopped.stderr).toContain('--allow-mass-change');
    const sent = await runCli([...args, '--allow-mass-change'], env);
    expect(sent.code).toBe(0);
    expect(await quantity(ctx.svc.client, 1, 2000043)).toBe(0);
  });
});

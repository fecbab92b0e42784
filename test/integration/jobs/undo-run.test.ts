// Issue 14: `undo <job>` imports the job's undo workbook through the same engine: old values
// come back, rows the job created are deleted, and a row changed on the service since the job
// is Skipped with the value the job set and the value there now, never overwritten.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runImport, runUndo } from '../../../main/jobs/index.js';
import { startCli, quantity, readSheet, clientServiceForFile } from '../../support/index.js';

const ctx = clientServiceForFile({ seedProducts: 5 }, 'cb-undo-run-');

function run(name: string, text: string, resource: string, extra: { operation?: string; profile?: number } = {}) {
  const file = join(ctx.dir, name);
  writeFileSync(file, text);
  return runImport({
    file,
    resource,
    out: join(ctx.dir, name.replace('.csv', '-result.xlsx')),
    client: ctx.svc.client,
    connection: ctx.connection(),
    mappingStore: null,
    ...extra,
  });
}

async function setQuantity(dc: number, product: number, value: number): Promise<void> {
  const r = await ctx.svc.client.request({
    method: 'PATCH',
    path: `/v1/DCQuantities(DistributionCenterID=${dc},ProductID=${product})`,
    body: { AvailableQuantity: value },
  });
  expect(r.ok, r.message).toBe(true);
}

async function center(id: number): Promise<Record<string, unknown>> {
  const r = await ctx.svc.client.request({ method: 'GET', path: `/v1/DistributionCenters(${id})` });
  return r.body as Record<string, unknown>;
}

describe('undo <job>', () => {
  it('restores quantities, deletes created ones, and skips a value changed since', async () => {
    const a = await quantity(ctx.svc.client, 1, 2000003);
    expect(a).not.toBeNull();
    expect(await quantity(ctx.svc.client, 2, 2000001)).toBeNull();
    const job = await run(
      'qty.csv',
      'DistributionCenterID,ProductID,AvailableQuantity\r\n1,2000003,70\r\n1,2000001,80\r\n2,2000001,7\r\n',
      'DCQuantities',
    );
    expect(job.exitCode).toBe(0);
    await setQuantity(1, 2000001, 99); // someone changed it after the run

    const undo = await runUndo({ job: job.jobId, client: ctx.svc.client, connection: ctx.connection() });
    expect(undo.parts.map((p) => p.sheet)).toEqual(['Undo', 'Delete']);
    expect(undo.exitCode).toBe(0);
    expect(await quantity(ctx.svc.client, 1, 2000003)).toBe(a);
    expect(await quantity(ctx.svc.client, 1, 2000001)).toBe(99);
    expect(await quantity(ctx.svc.client, 2, 2000001)).toBeNull();
    const restored = await readSheet(undo.parts[0]!.outcome.out!, 'Results');
    expect(restored.slice(1).map((r) => [r[4], r[6]])).toEqual([
      ['Updated', undefined],
      ['Skipped', `Changed since job ${job.jobId}, not overwritten: AvailableQuantity: the run set 80, it is now 99`],
    ]);
    const deleted = await readSheet(undo.parts[1]!.outcome.out!, 'Results');
    expect(deleted.slice(1).map((r) => r[3])).toEqual(['Deleted']);
  });

  it('restores a center update and deletes the centers a run created, through the CLI', async () => {
    const job = await run(
      'dcs.csv',
      'Code,Name,City,ProfileID\r\nCH-HAM,Contoso Hamburg Store,Altona,12000002\r\nUNDO-NEW,Undo New,Kiel,12000002\r\nCH-DS,Contoso Drop Ship,Graz,12000002\r\n',
      'DistributionCenters',
    );
    expect(job.exitCode).toBe(0);
    const ids = (await readSheet(job.out!, 'Results')).slice(1).map((r) => r[9] as number);
    expect(ids.slice(0, 1).concat(ids.slice(2))).toEqual([2, 4]);
    // Someone renames the Vienna center's city after the run.
    await ctx.svc.client.request({ method: 'PATCH', path: '/v1/DistributionCenters(4)', body: { City: 'Linz' } });

    const credentials = join(ctx.dir, 'credentials.json');
    writeFileSync(credentials, JSON.stringify(ctx.svc.sandbox.credentials));
    const cli = await startCli(['undo', job.jobId, '--credentials', credentials], {
      COMMERCE_BULK_HOME: join(ctx.dir, 'home'),
    }).done;
    expect(cli.code, `${cli.stdout}\n${cli.stderr}`).toBe(0);
    expect(cli.stdout).toContain(`(undoes ${job.jobId})`);
    expect(await center(2)).toMatchObject({ City: 'Hamburg', IsDeleted: false });
    expect(await center(4)).toMatchObject({ City: 'Linz', IsDeleted: false });
    expect(await center(ids[1]!)).toMatchObject({ Code: 'UNDO-NEW', IsDeleted: true });
  });
});

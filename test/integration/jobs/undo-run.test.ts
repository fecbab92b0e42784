// Issue 14: `undo <job>` imports the job's undo workbook through the same engine: old values
// come back, rows the job created are deleted, and a row changed on the service since the job
// is Skipped with the value the job set and the value there now, never overwritten.
import { rowEnglish } from '../../../shared/i18n/index.js';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runImport, runUndo, undoPathFor } from '../../../main/jobs/index.js';
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
  expect(r.ok, rowEnglish(r.message)).toBe(true);
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

  it('an undo undone restores every value, the deleted ones included, from one undo workbook (issue 41)', async () => {
    const q = (dc: number, p: number) => quantity(ctx.svc.client, dc, p);
    const all: [number, number, number | null][] = [];
    for (const p of [2000004, 2000005]) for (const dc of [1, 2, 3, 4]) all.push([dc, p, await q(dc, p)]);
    // One quantity the import updates, two it creates (none there before).
    const keys = [all.find((k) => k[2] !== null)!, ...all.filter((k) => k[2] === null).slice(0, 2)];
    expect(keys.map((k) => k[2] === null)).toEqual([false, true, true]);
    const existing = keys[0]![2];
    const job = await run(
      'undo-undo.csv',
      `DistributionCenterID,ProductID,AvailableQuantity\r\n${keys.map(([dc, p], i) => `${dc},${p},${41 + i}`).join('\r\n')}\r\n`,
      'DCQuantities',
    );
    expect(job.exitCode).toBe(0);
    const first = await runUndo({ job: job.jobId, client: ctx.svc.client, connection: ctx.connection() });
    expect(first.exitCode).toBe(0);
    expect(await Promise.all(keys.map(([dc, p]) => q(dc, p)))).toEqual([existing, null, null]);
    // One undo workbook for the whole undo job, holding the deleted values too.
    const undoBook = undoPathFor(first.parts[0]!.outcome.out!);
    expect(first.parts.map((p) => p.outcome.undo)).toEqual([undoBook, undoBook]);
    expect(existsSync(undoPathFor(first.parts[1]!.outcome.out!))).toBe(false);

    const second = await runUndo({ job: first.jobId!, client: ctx.svc.client, connection: ctx.connection() });
    expect(second.exitCode).toBe(0);
    expect(await Promise.all(keys.map(([dc, p]) => q(dc, p)))).toEqual([41, 42, 43]);
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

// Issue 32, finding 4: undo is all or nothing. A run changed 120 attribute values and created
// 120 attributes; its undo would delete 120 rows, more than the 100-deletes guardrail. Without
// --allow-mass-change the undo is refused before anything is sent (both steps' plans printed,
// the deletions announced), and no job is left; with it, the undo is killed mid-way and
// `resume` of the undo job finishes both steps: every value reads back as before the run and
// every created attribute is gone. `jobs` lists the run and the one undo job, no orphan.
import { rowEnglish } from '../../../shared/i18n/index.js';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  clientServiceForFile,
  cli,
  killChildren,
  mutations,
  resetCounters,
  show,
  startCli,
  type CliRun,
} from '../../support/index.js';

const ctx = clientServiceForFile({ seedProducts: 400, rateLimit: 0 }, 'cb-undo-whole-');
afterAll(killChildren);

const COLORED = Array.from({ length: 120 }, (_, k) => 2_000_000 + 3 * (k + 1)); // i % 3 == 0 carry Color
const FRESH = Array.from({ length: 120 }, (_, k) => 2_000_001 + k);

/** Every value of attribute `name`, by product, read page by page from the sandbox (products with their attributes). */
async function attributeValues(name: string): Promise<Map<number, string | null>> {
  const out = new Map<number, string | null>();
  let path: string | null = '/v1/Products?$select=ID&$expand=Attributes';
  while (path) {
    const r = await ctx.svc.client.request({ method: 'GET', path });
    expect(r.ok, rowEnglish(r.message)).toBe(true);
    const body = r.body as {
      value: { ID: number; Attributes: { Name: string; Value: string | null }[] }[];
      '@odata.nextLink'?: string;
    };
    for (const p of body.value) for (const a of p.Attributes) if (a.Name === name) out.set(p.ID, a.Value);
    const next = body['@odata.nextLink'];
    path = next ? next.replace(/^https?:\/\/[^/]+/, '') : null;
  }
  return out;
}

interface Listed {
  id: string;
  status: string;
  counts: Record<string, number>;
}

async function jobs(home: string): Promise<Listed[]> {
  const r = await cli(['jobs', '--json'], home);
  expect(r.code, show(r)).toBe(0);
  return (JSON.parse(r.stdout) as Listed[]).map(({ id, status, counts }) => ({ id, status, counts }));
}

describe('undo that finishes (issue 32)', () => {
  it('is refused before anything is sent, or done whole, resumed as one job', async () => {
    const home = join(ctx.dir, 'home');
    const credentials = join(ctx.dir, 'credentials.json');
    writeFileSync(credentials, JSON.stringify(ctx.svc.sandbox.credentials));
    const creds = ['--credentials', credentials];
    const colorBefore = await attributeValues('Color');
    expect(COLORED.every((p) => colorBefore.has(p))).toBe(true);
    expect((await attributeValues('UndoTag')).size).toBe(0);

    const file = join(ctx.dir, 'attributes.csv');
    const lines = ['ProductID,Name,Value'];
    for (const p of COLORED) lines.push(`${p},Color,Green`);
    for (const p of FRESH) lines.push(`${p},UndoTag,tagged ${p}`);
    writeFileSync(file, `${lines.join('\n')}\n`);
    const imported = await cli(
      ['import', file, '--resource', 'AttributeValues', '--out', join(ctx.dir, 'result.xlsx'), ...creds],
      home,
    );
    expect(imported.code, show(imported)).toBe(0);
    expect(imported.stdout).toContain('Rows: Created 120, Updated 120');
    const runId = /^Job (\S+)/.exec(imported.stdout)![1]!;
    const changed = async (): Promise<void> => {
      const color = await attributeValues('Color');
      expect(COLORED.filter((p) => color.get(p) !== 'Green')).toEqual([]);
      expect((await attributeValues('UndoTag')).size).toBe(120);
    };
    await changed();

    // Without the confirmation: both steps planned and announced, refused, nothing sent, no job kept.
    await resetCounters(ctx.svc.sandbox);
    const refused = await cli(['undo', runId, ...creds], home);
    expect(refused.code, show(refused)).toBe(2);
    const out = refused.stdout.split('\n');
    expect(out[0]).toMatch(new RegExp(`^Job \\S+ \\(undoes ${runId}\\)$`));
    expect(out[1]).toMatch(
      new RegExp(`^Undo step 1 of 2: restore the old values of 120 rows job ${runId} changed\\. Plan: 120 values in `),
    );
    expect(out[2]).toMatch(new RegExp(`^Undo step 2 of 2: delete the 120 rows job ${runId} created\\. Plan: `));
    expect(refused.stderr).toContain(
      `Error: Nothing was sent: this undo would delete 120 rows (more than 100)\n  If this is meant, confirm it: run \`undo ${runId} --allow-mass-change\` (the undo then restores the old values and deletes what the run created, both steps).`,
    );
    expect(await mutations(ctx.svc.sandbox)).toEqual({});
    await changed();
    expect(await jobs(home)).toEqual([{ id: runId, status: 'reported', counts: { Created: 120, Updated: 120 } }]);

    // With it, slowed so that it is stopped mid-way: Ctrl-C once the first writes land.
    const undo = startCli(['undo', runId, '--allow-mass-change', '--budget', '600', ...creds], {
      COMMERCE_BULK_HOME: home,
    });
    const undoId = /^Job (\S+) \(undoes /.exec(await undo.firstLine)?.[1];
    expect(undoId, undo.stderr()).toBeTruthy();
    const deadline = Date.now() + 60_000;
    while (Object.keys(await mutations(ctx.svc.sandbox)).length === 0) {
      expect(Date.now(), `no write reached the sandbox\n${undo.stderr()}`).toBeLessThan(deadline);
      await new Promise((r) => setTimeout(r, 50));
    }
    undo.child.kill('SIGINT');
    const stopped: CliRun = await undo.done;
    expect(stopped.code, show(stopped)).toBe(4);
    expect(stopped.stdout).toContain(`continue with: resume ${undoId}`);
    const half = await jobs(home);
    expect(half.map((j) => [j.id, j.status])).toEqual([
      [undoId, 'interrupted'],
      [runId, 'reported'],
    ]);

    const resumed = await cli(['resume', undoId!, ...creds], home);
    expect(resumed.code, show(resumed)).toBe(0);
    expect(resumed.stdout).not.toContain('Interrupted');
    // Every value as before the run, every attribute the run created gone.
    const colorAfter = await attributeValues('Color');
    expect(COLORED.map((p) => colorAfter.get(p))).toEqual(COLORED.map((p) => colorBefore.get(p)));
    expect([...colorAfter]).toEqual([...colorBefore]);
    expect((await attributeValues('UndoTag')).size).toBe(0);
    // Each value restored and each attribute deleted once, across the stop and the resume.
    const writes = await mutations(ctx.svc.sandbox);
    expect(Object.values(writes).every((n) => n === 1)).toBe(true);
    expect(Object.keys(writes)).toHaveLength(240);

    const listed = await jobs(home);
    expect(listed).toEqual([
      { id: undoId, status: 'reported', counts: { Updated: 120, Deleted: 120 } },
      { id: runId, status: 'reported', counts: { Created: 120, Updated: 120 } },
    ]);
    // `undo` again does not start another undo beside a finished one's steps: nothing is planned.
    expect(listed.some((j) => j.status === 'planned')).toBe(false);
  }, 240_000);
});

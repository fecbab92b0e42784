// Issue 28, guards learned from history: a real `watch --once --json` against the real
// sandbox over HTTP. Each guard holds a file that trips it (rows dropped against the last
// file, stock zeroed, Invalid rows, an empty file) with nothing sent (the sandbox's write
// count unchanged, every value read back as it was); a held file moved back is held again,
// and with --release-held it is sent, every value read back exactly.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  killChildren,
  removeDir,
  startCli,
  startService,
  tempDir,
  totalWrites,
  type Service,
} from '../../support/index.js';
import { releaseHeld } from '../../../main/automation/index.js';
import { expectValues, jsonLines, stockCsv, type WatchJson } from './watch-helpers.js';

let svc: Service;
let dir: string;
let home: string;
beforeAll(async () => {
  dir = tempDir('cb-watch-guards-');
  home = join(dir, 'home');
  svc = await startService({ seedProducts: 20, rateLimit: 0 });
});
afterAll(async () => {
  killChildren();
  await svc?.close();
  removeDir(dir);
});

/** One `watch --once` over the folder; its objects and exit code. */
async function watchOnce(
  folder: string,
  ...flags: string[]
): Promise<{ code: number | null; objects: WatchJson[]; stderr: string }> {
  const args = ['watch', folder, '--resource', 'DCQuantities', '--credentials', svc.creds, '--once', '--settle', '0'];
  const run = await startCli([...args, '--json', ...flags], { COMMERCE_BULK_HOME: home }, 120_000).done;
  return { code: run.code, objects: jsonLines(run.stdout), stderr: run.stderr };
}

function newFolder(name: string): string {
  const folder = join(dir, name);
  mkdirSync(folder);
  return folder;
}

/** Writes so far; a held file must leave it as it was. */
async function writes(): Promise<number> {
  return totalWrites(await svc.mutations());
}

/** The file went to held/ with nothing sent; its reason file says what the message says. */
async function expectHeld(
  folder: string,
  name: string,
  run: Awaited<ReturnType<typeof watchOnce>>,
  before: number,
  heldAs = name,
): Promise<WatchJson> {
  expect(run.objects, run.stderr).toHaveLength(1);
  const [o] = run.objects;
  expect(o).toMatchObject({ status: 'held', file: join(folder, name), movedTo: join(folder, 'held', heldAs) });
  expect(run.code).toBe(1);
  expect(await writes()).toBe(before);
  const stem = heldAs.replace(/\.csv$/, '');
  expect(readFileSync(join(folder, 'held', `${stem}.reason.txt`), 'utf8')).toBe(`${o!.message}\n`);
  return o!;
}

describe('watch guards', () => {
  it('holds a file with far fewer rows than the last; a moved-back copy is held again; --release-held sends it', async () => {
    const folder = newFolder('rows');
    const day1 = stockCsv(100_000, 1, 10); // 40 rows
    writeFileSync(join(folder, 'day1.csv'), day1.text);
    const first = await watchOnce(folder);
    expect(first.objects[0], first.stderr).toMatchObject({ status: 'succeeded', exitCode: 0 });
    await expectValues(svc, day1.values);

    const day2 = stockCsv(110_000, 1, 6); // 24 rows: 60% of 40
    writeFileSync(join(folder, 'day2.csv'), day2.text);
    const before = await writes();
    const held = await expectHeld(folder, 'day2.csv', await watchOnce(folder), before);
    expect(held.message).toContain(
      'Held by the row-count guard: 24 rows, 60% of the 40 rows of day1.csv; the guard is 80%.',
    );
    expect(held.message).toContain('--release-held');
    await expectValues(svc, day1.values);

    // Moved back without the confirmation: held again, nothing sent.
    renameSync(join(folder, 'held', 'day2.csv'), join(folder, 'day2.csv'));
    // held/ keeps the first hold's reason, so the second hold is "day2 (2)".
    const again = await expectHeld(folder, 'day2.csv', await watchOnce(folder), before, 'day2 (2).csv');
    expect(again.message).toMatch(
      /^held before on \d{4}-\d\d-\d\dT.*; move it back and run with --release-held to send it$/,
    );
    await expectValues(svc, day1.values);

    // Moved back with the confirmation: sent, every value exact; day 1's other products untouched.
    renameSync(join(folder, 'held', 'day2 (2).csv'), join(folder, 'day2.csv'));
    const released = await watchOnce(folder, '--release-held');
    // Names never replace an earlier night's files, held/'s two reasons included: "day2 (3)".
    expect(released.objects[0], released.stderr).toMatchObject({
      status: 'succeeded',
      movedTo: join(folder, 'processed', 'day2 (3).csv'),
    });
    expect(released.code).toBe(0);
    expect(await writes()).toBe(before + 24);
    await expectValues(svc, day2.values);
    await expectValues(svc, new Map([...day1.values].filter(([k]) => !day2.values.has(k))));
  }, 300_000);

  it("resumes a held file's job only with the same confirmation; released, it sends its plan (issue 41)", async () => {
    const folder = newFolder('held-job');
    const day1 = stockCsv(300_000, 1, 10); // 40 rows
    writeFileSync(join(folder, 'day1.csv'), day1.text);
    expect((await watchOnce(folder)).objects[0]).toMatchObject({ status: 'succeeded', exitCode: 0 });
    const day2 = stockCsv(310_000, 1, 6); // 24 rows: 60% of 40
    writeFileSync(join(folder, 'day2.csv'), day2.text);
    const before = await writes();
    const held = await expectHeld(folder, 'day2.csv', await watchOnce(folder), before);
    const job = held.job!;
    expect(job).toMatch(/^\d{8}-/);

    const resume = (...flags: string[]) =>
      startCli(['resume', job, '--json', ...flags], { COMMERCE_BULK_HOME: home }, 120_000).done;
    const refused = await resume();
    expect(refused.code, refused.stderr).toBe(2);
    const said = jsonLines(refused.stdout)[0]!;
    expect(said).toMatchObject({ job, status: 'error', exitCode: 2 });
    expect(said.message).toMatch(
      new RegExp(
        `^Job ${job} was held on \\d{4}-.+ and nothing was sent: Held by the row-count guard: 24 rows, 60% of the 40 rows of day1\\.csv; the guard is 80%\\.`,
      ),
    );
    expect(said.message).toContain(`resume ${job} --release-held (or --allow-mass-change)`);
    expect(refused.stderr).not.toContain('Put the original file back');
    expect(await writes()).toBe(before);
    await expectValues(svc, day1.values);

    // Released: the plan is sent from the file where the watcher put it (held/), every value exact.
    const released = await resume('--release-held');
    expect(released.code, released.stderr).toBe(0);
    expect(jsonLines(released.stdout)[0]).toMatchObject({
      job,
      status: 'succeeded',
      exitCode: 0,
      file: join(folder, 'held', 'day2.csv'),
    });
    expect(await writes()).toBe(before + 24);
    await expectValues(svc, day2.values);
    await expectValues(svc, new Map([...day1.values].filter(([k]) => !day2.values.has(k))));
  }, 300_000);

  it('holds a file that would zero much of the stock; released in the app, it is sent', async () => {
    const folder = newFolder('zeroed');
    const base = stockCsv(200_000, 11, 15); // 20 rows
    writeFileSync(join(folder, 'base.csv'), base.text);
    expect((await watchOnce(folder)).objects[0]).toMatchObject({ status: 'succeeded' });
    // The same keys, 6 of the 20 set to 0 (30%, more than 20%).
    let i = 0;
    const zeroed = base.text.replace(/,(\d+)\n/g, (m, v: string) => (i++ < 6 ? ',0\n' : `,${Number(v) + 1}\n`));
    writeFileSync(join(folder, 'zeroed.csv'), zeroed);
    const before = await writes();
    const held = await expectHeld(folder, 'zeroed.csv', await watchOnce(folder), before);
    expect(held.message).toContain(
      // Each DC against its own quantities (issue 41): DCs 3 and 4 get one zero each, never a mass zeroing.
      'Held by the zeroed-stock guard: at DC 1 it would set 2 of the 5 quantities it touches there to 0, 40%; at DC 2 it would set 2 of the 5 quantities it touches there to 0, 40%; the guard is 20%.',
    );
    await expectValues(svc, base.values);

    // Released as the app's Release line does (releaseHeld): moved back, sent by a plain watcher.
    const home0 = process.env.COMMERCE_BULK_HOME;
    process.env.COMMERCE_BULK_HOME = home;
    try {
      expect(await releaseHeld(folder, 'zeroed.csv')).toBe(join(folder, 'zeroed.csv'));
    } finally {
      if (home0 === undefined) delete process.env.COMMERCE_BULK_HOME;
      else process.env.COMMERCE_BULK_HOME = home0;
    }
    expect(existsSync(join(folder, 'held', 'zeroed.reason.txt'))).toBe(false);
    const sentZeros = await watchOnce(folder);
    expect(sentZeros.objects[0], sentZeros.stderr).toMatchObject({ status: 'succeeded' });
    expect(await writes()).toBe(before + 20);
    i = 0;
    await expectValues(svc, new Map([...base.values].map(([k, v]) => [k, i++ < 6 ? 0 : v + 1])));
  }, 300_000);

  it('holds the first file of a folder with many Invalid rows; --allow-mass-change sends it', async () => {
    const afterZeros = await writes();
    // First file of its folder: no history, but 3 of 20 rows Invalid (15%, more than 10%).
    const fresh = newFolder('invalid');
    const stock = stockCsv(300_000, 16, 20);
    const lines = stock.text.split('\n');
    const valid = new Map(stock.values);
    for (const at of [2, 5, 9]) {
      const [product, dc] = lines[at]!.split(',');
      valid.delete(`${dc},${product}`);
      lines[at] = lines[at]!.replace(/,\d+$/, ',lots');
    }
    writeFileSync(join(fresh, 'bad.csv'), lines.join('\n'));
    const invalid = await expectHeld(fresh, 'bad.csv', await watchOnce(fresh), afterZeros);
    expect(invalid.message).toContain(
      'Held by the invalid-rows guard: 3 of its 20 rows are Invalid, 15%; the guard is 10%.',
    );
    // Moved back and confirmed with --allow-mass-change (the same as --release-held): the 17 valid rows are sent.
    renameSync(join(fresh, 'held', 'bad.csv'), join(fresh, 'bad.csv'));
    const sent = await watchOnce(fresh, '--allow-mass-change');
    expect(sent.objects[0], sent.stderr).toMatchObject({ status: 'partly failed' });
    expect(sent.objects[0]!.counts).toMatchObject({ Invalid: 3 });
    expect(await writes()).toBe(afterZeros + 17);
    await expectValues(svc, valid);
  }, 300_000);

  it('holds an empty file and a file with a header only, and honours --max-invalid', async () => {
    const folder = newFolder('empty');
    writeFileSync(join(folder, 'nothing.csv'), '');
    const before = await writes();
    const empty = await expectHeld(folder, 'nothing.csv', await watchOnce(folder), before);
    expect(empty.message).toMatch(/^Held by the empty-file guard: The file is empty/);
    writeFileSync(join(folder, 'header.csv'), 'Product ID,DC,Qty\n');
    const header = await expectHeld(folder, 'header.csv', await watchOnce(folder), before);
    expect(header.message).toMatch(/^Held by the empty-file guard: the file has no rows\./);

    // 1 Invalid row of 8 (12.5%): held at the default 10%, sent under --max-invalid 20.
    const lines = stockCsv(400_000, 1, 2).text.split('\n');
    lines[3] = lines[3]!.replace(/,\d+$/, ',n/a');
    writeFileSync(join(folder, 'one-bad.csv'), lines.join('\n'));
    const run = await watchOnce(folder, '--max-invalid', '20');
    expect(run.objects[0], run.stderr).toMatchObject({ status: 'partly failed' });
    expect(await writes()).toBe(before + 7);
  }, 300_000);
});

// Issue 28, full-feed mode: `watch --full-feed` against the real sandbox over HTTP. The file
// lists the Contoso profile's DC quantities but a few keys: exactly those keys are 0
// afterwards, every other value reads back exactly as the file says, Northwind's are
// untouched, and the added rows are in the result and undo workbooks. A truncated full feed
// trips the zeroed-stock guard, nothing sent. Other resources are refused.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CH,
  NW,
  killChildren,
  readXlsx,
  removeDir,
  startCli,
  startService,
  tempDir,
  totalWrites,
  type Service,
} from '../../support/index.js';
import { startWebhookReceiver, type WebhookReceiver } from './notify-receivers.js';
import { jsonLines, type WatchJson } from './watch-helpers.js';

let svc: Service;
let dir: string;
let home: string;
let hook: WebhookReceiver;
beforeAll(async () => {
  dir = tempDir('cb-watch-feed-');
  home = join(dir, 'home');
  svc = await startService({ seedProducts: 20, rateLimit: 0 });
  hook = await startWebhookReceiver();
});
afterAll(async () => {
  killChildren();
  await hook?.close();
  await svc?.close();
  removeDir(dir);
});

/** Every DC quantity of a profile's products, as "dc,product" -> quantity. */
async function quantitiesOf(profile: number): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  let path: string | null =
    `/v1/Products?$filter=${encodeURIComponent(`ProfileID eq ${profile}`)}&$expand=DCQuantities`;
  while (path) {
    const page = (await svc.get(path)) as {
      value: { ID: number; DCQuantities: { DistributionCenterID: number; AvailableQuantity: number }[] }[];
      '@odata.nextLink'?: string;
    };
    for (const p of page.value)
      for (const q of p.DCQuantities) out.set(`${q.DistributionCenterID},${p.ID}`, q.AvailableQuantity);
    const next = page['@odata.nextLink'];
    path = next ? next.slice(new URL(next).origin.length) : null;
  }
  return out;
}

function csvOf(values: Map<string, number>): string {
  const lines = ['Product ID,DC,Qty'];
  for (const [key, v] of values) {
    const [dc, product] = key.split(',');
    lines.push(`${product},${dc},${v}`);
  }
  return `${lines.join('\n')}\n`;
}

async function watchOnce(
  folder: string,
  ...flags: string[]
): Promise<{ code: number | null; objects: WatchJson[]; stderr: string }> {
  const args = ['watch', folder, '--once', '--settle', '0', '--credentials', svc.creds, '--json', ...flags];
  const run = await startCli(args, { COMMERCE_BULK_HOME: home }, 120_000).done;
  return { code: run.code, objects: jsonLines(run.stdout), stderr: run.stderr };
}

const atDc = (m: Map<string, number>, dcs: string[]): [string, number][] =>
  [...m].filter(([k]) => dcs.includes(k.split(',')[0]!));

describe('watch --full-feed', () => {
  it('owns only the DCs the feed names: the fourth DC is left alone, and the run says how many go to 0 where', async () => {
    // The trial's shape: Contoso has 4 DCs, the WMS feed covers 1-3, Drop Ship (4) is fed by someone else.
    const before = await quantitiesOf(CH);
    const fourth = atDc(before, ['4']);
    expect(fourth.filter(([, v]) => v !== 0).length).toBeGreaterThan(5); // a DC with stock to lose
    const withStock = (dc: string): string[] => atDc(before, [dc]).flatMap(([k, v]) => (v !== 0 ? [k] : []));
    const dropped = [...withStock('1').slice(0, 2), ...withStock('2').slice(0, 2), ...withStock('3').slice(0, 1)];
    const listed = new Map(
      atDc(before, ['1', '2', '3']).flatMap(([k, v]) => (dropped.includes(k) ? [] : [[k, v + 500] as const])),
    );
    const folder = join(dir, 'three-dcs');
    mkdirSync(folder);
    writeFileSync(join(folder, 'wms.csv'), csvOf(listed));

    const run = await watchOnce(folder, '--resource', 'DCQuantities', '--full-feed', '--notify-webhook', hook.url);
    const words = 'full feed of DC 1, 2, 3: 2 at DC 1, 2 at DC 2, 1 at DC 3';
    const note = `Full feed: 5 quantities not in the file set to 0 (${words}); quantities at other DCs left as they are.`;
    expect(run.code, run.stderr).toBe(0);
    expect(run.objects[0]).toMatchObject({ status: 'succeeded', exitCode: 0, message: note });
    expect(run.stderr).toContain(
      `Plan: ${listed.size} values and 5 quantities not in the file set to 0 (${words}) in `,
    );
    expect(run.stderr).toContain(`Note: ${note}`);
    // Every value read back: the file's, exactly the dropped keys at DCs 1-3 at 0, the fourth DC unchanged.
    const expected = new Map([...listed, ...dropped.map((k) => [k, 0] as const), ...fourth]);
    expect(Object.fromEntries(await quantitiesOf(CH))).toEqual(Object.fromEntries(expected));
    const summary = (await readXlsx(run.objects[0]!.result!)).Summary!;
    expect(summary.find((r) => r[0] === 'Full feed')?.[1]).toBe(note);
    const sent = hook.received.find((r) => String(r.json.file).endsWith('wms.csv'))!.json;
    expect(sent).toMatchObject({ status: 'succeeded', message: note });
    expect(sent.text).toContain(note);

    // --full-feed-dcs narrows what the feed owns (by Code or ID): DC 3's dropped key is left as it is.
    const now = await quantitiesOf(CH);
    const gone = [withStock('1')[2]!, withStock('3')[1]!];
    const next = new Map(atDc(now, ['1', '2', '3']).filter(([k]) => !gone.includes(k)));
    const again = join(dir, 'two-dcs');
    mkdirSync(again);
    writeFileSync(join(again, 'wms.csv'), csvOf(next));
    const narrow = await watchOnce(again, '--resource', 'DCQuantities', '--full-feed', '--full-feed-dcs', 'ch-ber ,2');
    expect(narrow.objects[0], narrow.stderr).toMatchObject({
      status: 'succeeded',
      exitCode: 0,
      message:
        'Full feed: 1 quantity not in the file set to 0 (full feed of DC 1, 2: 1 at DC 1); quantities at other DCs left as they are.',
    });
    const after = new Map([...now, [gone[0]!, 0] as const]);
    expect(Object.fromEntries(await quantitiesOf(CH))).toEqual(Object.fromEntries(after));

    // `undo <job>` of a job a watcher ran: its undo workbook is found in processed/, every value restored.
    const job = run.objects[0]!.job!;
    expect(run.objects[0]!.undo).toBe(join(folder, 'processed', 'wms.undo.xlsx'));
    // `jobs` shows where the watcher put the file and its result workbook, not the paths of the run.
    const jobs = await startCli(['jobs', '--json'], { COMMERCE_BULK_HOME: home }, 60_000).done;
    const listed1 = (JSON.parse(jobs.stdout) as { id: string; file: string; out: string }[]).find((j) => j.id === job);
    expect(listed1).toMatchObject({
      file: join(folder, 'processed', 'wms.csv'),
      out: join(folder, 'processed', 'wms.result.xlsx'),
    });
    const undo = await startCli(['undo', job, '--allow-mass-change'], { COMMERCE_BULK_HOME: home }, 120_000).done;
    expect(undo.code, undo.stderr).toBe(0);
    const restored = new Map([...before, [gone[0]!, 0] as const]); // the second feed's zero is not this job's
    expect(Object.fromEntries(await quantitiesOf(CH))).toEqual(Object.fromEntries(restored));
  }, 300_000);

  it("sets exactly the profile's quantities the file no longer lists to 0, and no others", async () => {
    const contoso = await quantitiesOf(CH);
    const northwind = await quantitiesOf(NW);
    const keys = [...contoso.keys()];
    // Five keys with stock and, when the seed has one, a key already at 0 leave the file.
    const dropped = [
      ...keys.filter((k) => contoso.get(k) !== 0).slice(0, 5),
      ...keys.filter((k) => contoso.get(k) === 0).slice(0, 1),
    ];
    const listed = new Map(keys.filter((k) => !dropped.includes(k)).map((k) => [k, contoso.get(k)! + 1000] as const));
    const folder = join(dir, 'feed');
    mkdirSync(folder);
    writeFileSync(join(folder, 'feed.csv'), csvOf(listed));

    const run = await watchOnce(folder, '--resource', 'DCQuantities', '--full-feed');
    expect(run.objects[0], run.stderr).toMatchObject({ status: 'succeeded', exitCode: 0 });
    // The file names all four DCs: the feed owns them all, and the plan line says how many go to 0 at each.
    const perDc = [1, 2, 3, 4]
      .map((dc) => [dc, dropped.filter((k) => k.startsWith(`${dc},`) && contoso.get(k) !== 0).length] as const)
      .filter(([, count]) => count > 0)
      .map(([dc, count]) => `${count} at DC ${dc}`);
    expect(run.stderr).toContain(
      `Plan: ${listed.size} values and 5 quantities not in the file set to 0 (full feed of DC 1, 2, 3, 4: ${perDc.join(', ')})`,
    );
    const expected = new Map([...listed, ...dropped.map((k) => [k, 0] as const)]);
    expect(Object.fromEntries(await quantitiesOf(CH))).toEqual(Object.fromEntries(expected));
    expect(Object.fromEntries(await quantitiesOf(NW))).toEqual(Object.fromEntries(northwind));

    // The added rows: in the result workbook as rows of their own, in the undo workbook with their old values.
    const zeroedKeys = dropped.filter((k) => contoso.get(k) !== 0);
    const result = (await readXlsx(run.objects[0]!.result!)).Results!;
    const added = result.filter((r) => r[5] === 'Not in the file: set to 0 (full feed)');
    expect(added.map((r) => `${r[1]},${r[0]}`).sort()).toEqual([...zeroedKeys].sort());
    expect(added.every((r) => r[2] === 0 && r[3] === 'Updated')).toBe(true);
    const undo = (await readXlsx(run.objects[0]!.undo!)).Undo!;
    for (const k of zeroedKeys) {
      const [dc, product] = k.split(',').map(Number);
      expect(undo.find((r) => r[0] === dc && r[1] === product)?.[3], k).toBe(contoso.get(k));
    }
  }, 300_000);

  it('holds a truncated full feed by the zeroed-stock guard, nothing sent; refuses other resources', async () => {
    const now = await quantitiesOf(CH);
    // Only products 2000001-2000008 of 20: the rest of the profile's stock would go to 0.
    const kept = new Map([...now].filter(([k]) => Number(k.split(',')[1]) <= 2_000_008));
    const folder = join(dir, 'truncated');
    mkdirSync(folder);
    writeFileSync(join(folder, 'half.csv'), csvOf(kept));
    const before = totalWrites(await svc.mutations());
    const run = await watchOnce(folder, '--resource', 'DCQuantities', '--full-feed');
    expect(run.objects[0], run.stderr).toMatchObject({ status: 'held', movedTo: join(folder, 'held', 'half.csv') });
    // Each DC judged against its own quantities (issue 41), named with its figures.
    const shares = [1, 2, 3, 4].map((dc) => {
      const at = [...now].filter(([k]) => k.startsWith(`${dc},`));
      const zeros = at.filter(([k, v]) => !kept.has(k) && v !== 0).length;
      const touched = at.filter(([k]) => kept.has(k)).length + zeros;
      return `at DC ${dc} it would set ${zeros} of the ${touched} quantities it touches there to 0, ${zeros} of them quantities not in the file (full feed), ${Math.round((100 * zeros) / touched)}%`;
    });
    expect(run.objects[0]!.message).toContain(
      `Held by the zeroed-stock guard: ${shares.join('; ')}; the guard is 20%.`,
    );
    expect(totalWrites(await svc.mutations())).toBe(before);
    expect(Object.fromEntries(await quantitiesOf(CH))).toEqual(Object.fromEntries(now));

    const other = await watchOnce(folder, '--resource', 'AttributeValues', '--full-feed');
    expect(other.code).toBe(2);
    expect(other.stderr).toContain('Full-feed mode works for DCQuantities only, not AttributeValues');
  }, 300_000);
});

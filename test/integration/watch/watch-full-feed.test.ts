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
import { jsonLines, type WatchJson } from './watch-helpers.js';

let svc: Service;
let dir: string;
let home: string;
beforeAll(async () => {
  dir = tempDir('cb-watch-feed-');
  home = join(dir, 'home');
  svc = await startService({ seedProducts: 20, rateLimit: 0 });
});
afterAll(async () => {
  killChildren();
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

describe('watch --full-feed', () => {
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
    expect(run.stderr).toContain(`Plan: ${listed.size} values and 5 quantities not in the file set to 0 (full feed)`);
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
    const zeros = [...now].filter(([k, v]) => !kept.has(k) && v !== 0).length;
    expect(run.objects[0]!.message).toContain(
      `Held by the zeroed-stock guard: it would set ${zeros} of the ${kept.size + zeros} quantities it touches to 0, ${zeros} of them quantities not in the file (full feed)`,
    );
    expect(totalWrites(await svc.mutations())).toBe(before);
    expect(Object.fromEntries(await quantitiesOf(CH))).toEqual(Object.fromEntries(now));

    const other = await watchOnce(folder, '--resource', 'AttributeValues', '--full-feed');
    expect(other.code).toBe(2);
    expect(other.stderr).toContain('Full-feed mode works for DCQuantities only, not AttributeValues');
  }, 300_000);
});

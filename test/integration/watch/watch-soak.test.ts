// Issue 38, "a month of nights": a warehouse feed through `watch --once` (a real CLI process)
// against the sandbox, one night after another, with one fault drawn per night from a seeded
// generator: SIGKILL mid-send, a reboot (a stale lock whose pid is a live unrelated process),
// a service outage, a truncated file, the same file again, a file still being written, a
// second watcher through a symlinked path. After every night every key's value is read back
// and compared with the last file that should have been applied, no key may be written twice
// for one file, and every file dropped so far is in exactly one of processed/, failed/, held/
// (failed and held with their reason). In `npm test`: one clean night, then each fault once
// (8 nights). In full: `npm run soak:watch` (SOAK_NIGHTS=30; SOAK_SEED to replay a run).
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fittingStem, folderKey } from '../../../main/automation/index.js';
import { killChildren, quantity, removeDir, startService, tempDir, resetCounters } from '../../support/index.js';
import { addWrites, FAULTS, night, PRODUCTS, type Fault, type World } from './soak-nights.js';

const NIGHTS = Number(process.env.SOAK_NIGHTS ?? 1 + FAULTS.length);
const SEED = Number(process.env.SOAK_SEED ?? 20261129);
const PLACES = ['processed', 'failed', 'held'] as const;

let w: World;
let dir: string;

/** mulberry32: a small seeded generator, so a failing run can be replayed with its seed. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Night 1 clean (the folder's first file), then every fault once in a seeded order, then drawn at random. */
function schedule(nights: number, random: () => number): Fault[] {
  const each: Fault[] = [...FAULTS];
  for (let i = each.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [each[i], each[j]] = [each[j]!, each[i]!];
  }
  const drawn = Array.from(
    { length: Math.max(0, nights - 1 - each.length) },
    () => FAULTS[Math.floor(random() * FAULTS.length)]!,
  );
  return ['none' as Fault, ...each, ...drawn].slice(0, nights);
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  dir = tempDir('cb-watch-soak-');
  const svcDir = join(dir, 'service');
  mkdirSync(svcDir);
  const port = await freePort();
  // Each $batch answers 0.6 s late: a watcher is still sending when the SIGKILL night kills it.
  const svc = await startService({ seedProducts: PRODUCTS, rateLimit: 0, batchLatencyMs: 600, port }, svcDir);
  const folder = join(dir, 'Warehouse');
  mkdirSync(folder);
  const link = join(dir, 'warehouse-link');
  symlinkSync(folder, link);
  const home = join(dir, 'home');
  const env = { COMMERCE_BULK_HOME: home };
  const lockPath = join(home, 'watch', folderKey(folder), 'lock');
  mkdirSync(join(lockPath, '..'), { recursive: true, mode: 0o700 });
  w = {
    svc,
    port,
    svcDir,
    folder,
    link,
    env,
    lockPath,
    places: new Map(),
    lastApplied: null,
    sleepers: [],
    writes: {},
  };
});
afterAll(async () => {
  killChildren();
  for (const s of w?.sleepers ?? []) s.kill('SIGKILL');
  await w?.svc.close();
  removeDir(dir);
});

const keyOf = (k: string): string => {
  const [dc, p] = k.split(',');
  return `DCQuantities(DistributionCenterID=${dc},ProductID=${p})`;
};

/** Files not in exactly their one expected place, or without the reason a failed or held file has. */
function misplaced(): string[] {
  const wrong: string[] = [];
  for (const [name, place] of w.places) {
    // A name too long for its workbooks' suffixes is kept under its shortened stem.
    const stem = fittingStem(name.replace(/\.csv$/, ''), '.result.xlsx.partial');
    const found = PLACES.filter((p) => existsSync(join(w.folder, p, `${stem}.csv`)));
    if (existsSync(join(w.folder, name))) found.push('the folder' as never);
    if (found.length !== 1 || found[0] !== place)
      wrong.push(`${name}: in ${found.join(', ') || 'nowhere'}, not ${place}`);
    const reason = join(w.folder, place, `${stem}.reason.txt`);
    if (place !== 'processed' && !existsSync(reason)) wrong.push(`${name}: no ${reason}`);
  }
  return wrong;
}

describe(`watch soak: ${NIGHTS} nights, seed ${SEED}`, () => {
  it(
    'applies every night exactly once, whatever the night brought',
    async () => {
      const faults = schedule(NIGHTS, seeded(SEED));
      const expected = new Map<string, number>();
      const table: string[] = [
        'night | fault                      | outcome                                   | writes | values checked',
      ];
      const problems: string[] = [];
      for (const [i, fault] of faults.entries()) {
        w.writes = {};
        await resetCounters(w.svc.sandbox);
        const end = await night(w, i + 1, fault);
        await addWrites(w);
        if (end.applied) for (const [k, v] of end.applied) expected.set(k, v);
        let wrongValues = 0;
        for (const [k, v] of expected) {
          const [dc, p] = k.split(',').map(Number) as [number, number];
          if ((await quantity(w.svc, dc, p)) !== v) wrongValues++;
        }
        const counts = [...expected.keys()].map((k) => w.writes[keyOf(k)] ?? 0);
        const twice = counts.filter((c) => c > 1).length;
        const notOnce = counts.filter((c) => c !== (end.applied ? 1 : 0)).length;
        const writes = counts.reduce((a, b) => a + b, 0);
        const wrongPlaces = misplaced();
        table.push(
          `${String(i + 1).padStart(5)} | ${fault.padEnd(26)} | ${end.outcome.slice(0, 41).padEnd(41)} | ${String(writes).padStart(6)} | ${expected.size} (${wrongValues} wrong)`,
        );
        if (wrongValues || twice || notOnce || wrongPlaces.length)
          problems.push(
            `night ${i + 1} (${fault}): ${wrongValues} wrong values, ${twice} keys written twice, ${notOnce} not written once, ${wrongPlaces.join('; ')}`,
          );
      }
      console.log(`\nWatch soak, seed ${SEED}\n${table.join('\n')}\n`);
      expect(problems).toEqual([]);
      expect(expected.size).toBe(PRODUCTS * 4);
    },
    60_000 + NIGHTS * 45_000,
  );
});

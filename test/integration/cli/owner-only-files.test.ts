// Issue 25: the data folder, the journals, the sandbox's database (which holds its
// developer-console secrets), the connection pointer and the workbooks written into the data
// folder were created readable by every account on the machine. After a real CLI import on
// the built-in sandbox, every folder of the data folder is 0700 and every file in it 0600,
// an existing data folder left 0755 by an older version is tightened, and a workbook the
// user writes to a folder of their own choosing keeps the umask's mode. (POSIX only: on
// Windows the user profile's ACL protects the data folder, and modes mean next to nothing.)
import { chmodSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../../server/index.js';
import { openAppLog } from '../../../main/logs/index.js';
import { cli, removeDir, ROOT, show, startTestApp, tempDir } from '../../support/index.js';

const posix = process.platform !== 'win32';
const modeOf = (p: string): string => (statSync(p).mode & 0o777).toString(8);

/** Every entry under `dir` with its mode, folders and files apart. */
function modesUnder(dir: string): { dirs: Record<string, string>; files: Record<string, string> } {
  const out = { dirs: {} as Record<string, string>, files: {} as Record<string, string> };
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const full = join(e.parentPath, e.name);
    const rel = full.slice(dir.length + 1);
    if (e.isDirectory()) out.dirs[rel] = modeOf(full);
    else if (e.isFile()) out.files[rel] = modeOf(full);
  }
  return out;
}

let dir: string;
beforeAll(() => {
  dir = tempDir('cb-owner-only-');
  process.umask(0o022); // the usual umask: without the fix, files came out 0644
});
afterAll(() => removeDir(dir));

describe.runIf(posix)('files at rest only for their owner', () => {
  it('a CLI import leaves the data folder 0700 and every file in it 0600', async () => {
    const home = join(dir, 'home');
    mkdirSync(home, { mode: 0o755 });
    chmodSync(home, 0o755); // as an older version left it
    const shared = join(dir, 'shared');
    mkdirSync(shared, { mode: 0o755 });
    chmodSync(shared, 0o755);
    const sample = join(ROOT, 'assets/samples/dc-quantities.csv');
    const login = await cli(['login', '--sandbox'], home);
    expect(login.code, show(login)).toBe(0);
    const inside = join(home, 'run.xlsx');
    const r = await cli(['import', sample, '--resource', 'DCQuantities', '--out', inside], home);
    expect(r.code, show(r)).toBe(0);
    const mine = await cli(['import', sample, '--resource', 'DCQuantities', '--out', join(shared, 'mine.xlsx')], home);
    expect(mine.code, show(mine)).toBe(0);

    expect(modeOf(home)).toBe('700');
    const { dirs, files } = modesUnder(home);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'cli-active-connection.json',
        'sandbox/sandbox.db',
        'run.xlsx',
        'run.undo.xlsx',
        expect.stringMatching(/^jobs\/.+\.sqlite$/),
      ]),
    );
    expect(
      Object.values(dirs).every((m) => m === '700'),
      JSON.stringify(dirs),
    ).toBe(true);
    expect(
      Object.values(files).every((m) => m === '600'),
      JSON.stringify(files),
    ).toBe(true);
    // A folder the user chose keeps its files as the umask makes them: others they share it with still read them.
    expect(modeOf(join(shared, 'mine.xlsx'))).toBe('644');
  }, 240_000);

  it('a sandbox started on an existing folder tightens it, its database and credentials.json', async () => {
    const data = join(dir, 'sandbox-data');
    mkdirSync(data, { mode: 0o755 });
    chmodSync(data, 0o755);
    writeFileSync(join(data, 'sandbox.db'), '');
    chmodSync(join(data, 'sandbox.db'), 0o644); // left readable by an older version
    const sandbox = await startSandbox({ port: 0, dataDir: data, seedProducts: 10, quiet: true });
    try {
      expect(modeOf(data)).toBe('700');
      const { files } = modesUnder(data);
      expect(Object.keys(files)).toEqual(expect.arrayContaining(['sandbox.db', 'credentials.json']));
      expect(
        Object.values(files).every((m) => m === '600'),
        JSON.stringify(files),
      ).toBe(true);
    } finally {
      await sandbox.close();
    }
  });

  it("the app tightens its data folder's folders on start", async () => {
    const data = join(dir, 'app-home');
    for (const sub of ['', 'jobs', 'results']) {
      mkdirSync(join(data, sub), { recursive: true, mode: 0o755 });
      chmodSync(join(data, sub), 0o755);
    }
    const app = await startTestApp({}, data);
    try {
      expect(modeOf(data)).toBe('700');
      const { dirs, files } = modesUnder(data);
      expect(Object.keys(dirs)).toEqual(expect.arrayContaining(['jobs', 'results', 'sandbox', 'logs']));
      expect(
        Object.values(dirs).every((m) => m === '700'),
        JSON.stringify(dirs),
      ).toBe(true);
      expect(
        Object.values(files).every((m) => m === '600'),
        JSON.stringify(files),
      ).toBe(true);
    } finally {
      await app.ctx.dispose();
    }
  }, 60_000);

  it("the app's log is its owner's alone", async () => {
    const data = join(dir, 'app-data');
    const log = openAppLog(data);
    log.info('started');
    await log.close();
    expect(modeOf(join(data, 'logs'))).toBe('700');
    expect(modeOf(log.file)).toBe('600');
  });
});

// Issue 38, outputs that cannot be redirected: real `watch --once` processes against the real
// sandbox in folders where a "colleague" planted symlinks. processed/, failed/, held/ or
// .commerce-bulk/ as a link to another folder stops the watcher naming it, nothing sent and
// nothing written there; a dangling link at failed/<stem>.reason.txt is never followed. A file
// name with an escape sequence and newlines is printed and written escaped.
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, startCli, type Service } from '../../support/index.js';
import { expectValues, jsonLines, stockCsv, useWatchBed } from './watch-helpers.js';

let svc: Service;
let dir: string;
useWatchBed('cb-watch-links-', (s, d) => {
  svc = s;
  dir = d;
});

const once = (folder: string, home: string) =>
  startCli(
    ['watch', folder, '--resource', 'DCQuantities', '--credentials', svc.creds, '--once', '--settle', '1'].concat([
      '--min-rows',
      '0',
      '--json',
    ]),
    { COMMERCE_BULK_HOME: join(dir, home) },
  ).done;

/** Every file under `d` with its bytes, links not followed into (a dangling one listed by name). */
function snapshot(d: string): string[] {
  return filesUnder(d).map((f) => `${f.path}:${f.text}`);
}

describe('watch: planted links', () => {
  it.each(['processed', 'failed', 'held', '.commerce-bulk'])(
    '%s/ as a symlink to another folder stops the watcher naming it; nothing sent, nothing written there',
    async (output) => {
      const folder = join(dir, `drop-${output}`);
      const outside = join(dir, `outside-${output}`);
      mkdirSync(folder);
      mkdirSync(outside);
      writeFileSync(join(outside, 'keep.txt'), 'mine\n');
      symlinkSync(outside, join(folder, output));
      const stock = stockCsv(920_000, 1, 3);
      writeFileSync(join(folder, 'stock.csv'), stock.text);
      const before = snapshot(outside);
      const mutations = await svc.mutations();
      const run = await once(folder, `home-${output}`);
      expect(run.code, run.stderr).toBe(2);
      expect(run.stderr).toContain(`${join(folder, output)} is a symbolic link or not a folder`);
      expect(snapshot(outside)).toEqual(before);
      expect(await svc.mutations()).toEqual(mutations);
      expect(readdirSync(folder).sort()).toEqual([output, 'stock.csv'].sort());
    },
    60_000,
  );

  it('a dangling link at failed/<stem>.reason.txt is not followed; a name with ESC and newlines is shown escaped', async () => {
    const folder = join(dir, 'drop-names');
    const outside = join(dir, 'outside-names');
    mkdirSync(folder);
    mkdirSync(join(folder, 'failed'));
    mkdirSync(outside);
    const evil = '\u001b]0;pwned\u0007\u001b[2Jstock\nssh-rsa AAAA x@y\n.csv';
    const evilShown = '\\u001b]0;pwned\\u0007\\u001b[2Jstock\\nssh-rsa AAAA x@y\\n.csv';
    const stock = stockCsv(930_000, 4, 6);
    writeFileSync(join(folder, evil), stock.text);
    const first = await once(folder, 'home-names');
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toContain(`File ${join(folder, evilShown)}`);
    expect(first.stderr + first.stdout).not.toMatch(/\u001b|\u0007/);
    expect(jsonLines(first.stdout)[0]).toMatchObject({ status: 'succeeded', file: join(folder, evil) });
    await expectValues(svc, stock.values);

    // The same bytes again, with a dangling link where its reason would be written.
    writeFileSync(join(folder, 'copy.csv'), stock.text);
    const target = join(outside, 'authorized_keys');
    symlinkSync(target, join(folder, 'failed', 'copy.reason.txt'));
    const second = await once(folder, 'home-names');
    expect(second.code, second.stderr).toBe(1);
    expect(readdirSync(outside)).toEqual([]);
    const reason = readFileSync(join(folder, 'failed', 'copy (2).reason.txt'), 'utf8');
    expect(reason).toMatch(/^already imported on \S+ as job \S+ \(/);
    expect(reason).toContain(`(${evilShown})`);
    expect(reason.indexOf('\n')).toBe(reason.length - 1);
    expect(reason).not.toMatch(/\u001b|\u0007/);
    expect(readdirSync(join(folder, 'failed')).sort()).toEqual([
      'copy (2).csv',
      'copy (2).reason.txt',
      'copy.reason.txt',
    ]);
    expect(second.stderr).toContain(`Not imported: ${join(folder, 'copy.csv')}: already imported on`);
    expect(second.stderr + second.stdout).not.toMatch(/\u001b|\u0007/);
  }, 90_000);
});

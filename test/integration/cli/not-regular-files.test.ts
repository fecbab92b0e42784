// Input sheets must be regular files (issue 25): a FIFO given to `import` hung until SIGKILL,
// /dev/zero would be read forever, a folder is no sheet. Each now ends at once with exit 2 and
// a message naming the path and what it is, for `import` and for `export --keys` alike.
// Issue 39: the same for every file an option names (--ca-file, --mapping, --credentials),
// and a file over the stated size is refused without being read.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { cli, type Service, serviceForFile, show } from '../../support/index.js';

vi.setConfig({ testTimeout: 120_000 });

let svc: Service;
let dir: string;
serviceForFile((s, d) => {
  svc = s;
  dir = d;
});

function inputs(): { name: string; file: string; kind: string }[] {
  const fifo = join(dir, 'stock.csv');
  execFileSync('mkfifo', [fifo]);
  const folder = join(dir, 'folder.csv');
  mkdirSync(folder);
  return [
    { name: 'a FIFO', file: fifo, kind: 'a named pipe (FIFO)' },
    { name: 'a folder', file: folder, kind: 'a folder' },
    { name: 'a character device', file: '/dev/zero', kind: 'a character device' },
  ];
}

describe('input that is not a regular file', () => {
  it('import and export --keys exit 2 at once, naming the path and what it is', async () => {
    const before = await svc.mutations();
    const home = join(dir, 'home');
    for (const { name, file, kind } of inputs()) {
      const out = join(dir, 'out.xlsx');
      const runs = [
        ['import', file, '--resource', 'DCQuantities', '--credentials', svc.creds, '--out', out],
        ['export', 'DCQuantities', '--keys', file, '--credentials', svc.creds, '--out', out],
      ];
      for (const args of runs) {
        const started = Date.now();
        const r = await cli(args, home);
        expect(r.signal, `${name} ${args[0]}: ${show(r)}`).toBeNull();
        expect(r.code, `${name} ${args[0]}: ${show(r)}`).toBe(2);
        expect(r.stderr).toContain(`${file} is ${kind}, not a regular file`);
        expect(r.stderr, 'no stack trace').not.toMatch(/\n\s+at /);
        expect(Date.now() - started, `${name} ${args[0]}: no hang`).toBeLessThan(60_000);
        expect(existsSync(out)).toBe(false);
      }
    }
    expect(await svc.mutations()).toEqual(before);
  });
});

describe('files an option names (issue 39)', () => {
  it('--ca-file, --mapping and --credentials refuse a FIFO and /dev/zero at once (exit 2), and an oversized file', async () => {
    const home = join(dir, 'home-options');
    const sheet = join(dir, 'stock-ok.csv');
    writeFileSync(sheet, 'ProductID,DistributionCenterID,AvailableQuantity\n2000001,1,5\n');
    const fifo = join(dir, 'option.fifo');
    execFileSync('mkfifo', [fifo]);
    const big = join(dir, 'big.pem');
    writeFileSync(big, '');
    truncateSync(big, 5 * 1024 * 1024);
    const before = await svc.mutations();
    const base = ['import', sheet, '--resource', 'DCQuantities', '--out', join(dir, 'opt.xlsx')];
    const cases: { args: string[]; file: string; says: string }[] = [];
    for (const [file, kind] of [
      [fifo, 'a named pipe (FIFO)'],
      ['/dev/zero', 'a character device'],
    ] as const) {
      const says = `${file} is ${kind}, not a regular file`;
      cases.push({ args: [...base, '--credentials', svc.creds, '--ca-file', file], file, says });
      cases.push({ args: [...base, '--credentials', svc.creds, '--mapping', file], file, says });
      cases.push({ args: [...base, '--credentials', file], file, says });
    }
    cases.push({
      args: [...base, '--credentials', svc.creds, '--ca-file', big],
      file: big,
      says: `${big} is larger than 4 MB (5242880 bytes)`,
    });
    for (const { args, says } of cases) {
      const started = Date.now();
      const r = await cli(args, home);
      expect(r.signal, show(r)).toBeNull();
      expect(r.code, show(r)).toBe(2);
      expect(r.stderr).toContain(says);
      expect(r.stderr, 'no stack trace').not.toMatch(/\n\s+at /);
      expect(Date.now() - started, `${args.join(' ')}: no hang`).toBeLessThan(30_000);
    }
    expect(await svc.mutations()).toEqual(before);
  });
});

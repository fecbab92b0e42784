// A watched folder's state (main/automation/folder-state.ts) on real folders: one key per real
// folder (a symlinked path reaches the same state), kept for its owner alone (0700 folder,
// 0600 file), and a damaged state.json refused with its path, never reset nor acted on.
import { mkdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FolderState } from '../../../main/automation/folder-state.js';
import { folderKey, ignoresCase, realFolder } from '../../../main/automation/folder-key.js';
import { removeDir, tempDir } from '../../support/index.js';

const dir = tempDir('cb-state-');
let before: string | undefined;
beforeAll(() => {
  before = process.env.COMMERCE_BULK_HOME;
  process.env.COMMERCE_BULK_HOME = join(dir, 'home');
});
afterAll(() => {
  if (before === undefined) delete process.env.COMMERCE_BULK_HOME;
  else process.env.COMMERCE_BULK_HOME = before;
  removeDir(dir);
});

function folder(name: string): string {
  const path = join(dir, name);
  mkdirSync(path, { recursive: true });
  return path;
}

const entry = { job: 'j1', at: '2026-11-28T02:00:00Z', file: 'stock.csv' };

describe('folder state', () => {
  it('is one state for the folder and a symlink to it, owner-only', () => {
    const real = folder('Stock');
    const link = join(dir, 'stock-link');
    symlinkSync(real, link);
    expect(folderKey(link)).toBe(folderKey(real));
    expect(realFolder(`${link}/`)).toBe(real);
    expect(ignoresCase(real)).toBe(false); // this test machine's tmp is case-sensitive: asked, not assumed
    new FolderState(real).finish({ hash: 'h1', ...entry });
    expect(new FolderState(link).importedAs('h1')).toEqual(entry);
    const state = new FolderState(link);
    expect(statSync(state.dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(state.dir, 'state.json')).mode & 0o777).toBe(0o600);
  });

  const damaged: [string, string, RegExp][] = [
    ['truncated', '{"version":1,"folder":"/x","imported":{"ab', /it is not JSON/],
    ['"imported": null', '{"version":1,"folder":"/x","imported":null,"current":null}', /imported/],
    [
      'current.file with ../',
      '{"version":1,"folder":"/x","imported":{},"current":{"file":"../../etc/passwd","hash":"h"}}',
      /must be a file name in the folder.*current\.file/s,
    ],
  ];
  for (const [what, text, why] of damaged)
    it(`refuses a state file ${what} with its path, and leaves it as it was`, () => {
      const state = new FolderState(folder(`damaged-${what.replace(/\W+/g, '-')}`));
      const file = join(state.dir, 'state.json');
      writeFileSync(file, text);
      const refusal = (() => {
        try {
          state.current();
        } catch (err) {
          return err as Error & { hint: string };
        }
        return null;
      })();
      expect(refusal?.message).toContain(`in ${file} cannot be read: `);
      expect(refusal?.message).toMatch(why);
      expect(refusal?.hint).toMatch(/^Correct the file by hand, or move it away to start afresh/);
      expect(() => state.setCurrent(null)).toThrow(file);
      expect(() => state.importedAs('h')).toThrow(file);
    });

  it('keeps a release made while a watcher holds its state', async () => {
    const state = new FolderState(folder('release'));
    state.hold('h2', { file: 'zeros.csv', at: '2026-11-28T02:00:00Z', reason: 'zeroed' });
    await state.release('h2', 'zeros.csv');
    state.setCurrent({ file: 'next.csv', hash: 'h3' });
    expect(state.heldAs('h2')).toEqual({
      file: 'zeros.csv',
      at: '2026-11-28T02:00:00Z',
      reason: 'zeroed',
      released: true,
    });
  });
});

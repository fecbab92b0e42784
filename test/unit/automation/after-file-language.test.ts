// What the watcher reports about a file once its run ended (main/automation/after-file.ts,
// issue 40's leftovers): each report keeps its English (the CLI's `--json`, the held file's
// reason) and the same as a message, which the app's history and notifications say in the
// user's language, the file's name as it is.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterError } from '../../../main/automation/after-file.js';
import { FolderState } from '../../../main/automation/folder-state.js';
import { JobError, JobInterrupted } from '../../../main/jobs/index.js';
import { renderShown } from '../../../shared/i18n/index.js';
import { templatesFor } from '../../../shared/languages/index.js';
import { removeDir, tempDir } from '../../support/index.js';

const dir = tempDir('cb-after-file-');
const NAME = 'Lager; Menge (cell C4).csv';
const german = templatesFor('de');
const run = { signal: new AbortController().signal } as never;
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

function dropped(name: string): { folder: string; state: FolderState } {
  const folder = join(dir, name);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, NAME), 'ProductID,DistributionCenterID,AvailableQuantity\n2000002,1,5\n');
  return { folder, state: new FolderState(folder) };
}

describe("a watched file's report", () => {
  it('says a failure after sending in English and in German', () => {
    const { folder, state } = dropped('sent');
    const err = new JobError(
      { id: 'errors:job.undoMissing', params: { job: 'j-7', file: 'a; b.xlsx' } },
      { id: 'errors:job.undoMissingHint' },
    );
    const p = { folder, name: NAME, hash: 'ab'.repeat(32), jobId: 'job-1', rows: 1 };
    const report = afterError(state, p, err, run);
    expect(report.message).toBe(
      'Imported as job job-1, but: The undo workbook of job j-7 is missing: a; b.xlsx Put it back to undo the job.',
    );
    expect(renderShown(report.shown!, german)).toBe(
      'Als Auftrag job-1 importiert, aber: Die Rückgängig-Arbeitsmappe von Auftrag j-7 fehlt: a; b.xlsx ' +
        'Legen Sie sie zurück, um den Auftrag rückgängig zu machen.',
    );
  });

  it('says a file changed under its run in English and in German', () => {
    const { folder, state } = dropped('changed');
    const p = { folder, name: NAME, hash: 'cd'.repeat(32), jobId: null };
    const taken = { hash: p.hash, size: -1, mtimeMs: 0, dev: 0, ino: 0, copy: join(dir, 'copy.csv') };
    const report = afterError(state, p, new JobInterrupted('send'), run, taken);
    expect(report.message).toBe(
      `${NAME} changed or was replaced while job (not created) imported the version picked up (SHA-256 cdcdcdcdcdcd...); ` +
        'it stays in the folder for the next run.',
    );
    expect(renderShown(report.shown!, german)).toBe(
      `${NAME} wurde geändert oder ersetzt, während Auftrag (nicht angelegt) die aufgenommene Fassung importierte ` +
        '(SHA-256 cdcdcdcdcdcd...); die Datei bleibt für den nächsten Lauf im Ordner.',
    );
  });
});

// A file an automation holds, in an app set to German (issue 40's leftovers): the app's runner
// against the built-in sandbox holds a file whose rows are all Invalid; its reason is kept in
// automations.json as a message with the figures as parameters (and its English beside it,
// what the CLI says), the desktop notification says it in German, the file's name as it is.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderShown } from '../../../shared/i18n/index.js';
import { templatesFor } from '../../../shared/languages/index.js';
import { startTestApp, type TestApp } from '../../support/index.js';

const previousHome = process.env.COMMERCE_BULK_HOME;
let app: TestApp;
const notices: { title: string; body: string }[] = [];
let folder: string;
// A name that looks like parts of a sentence: it must reach the screen unchanged.
const NAME = 'Lager; Menge (cell C4).csv';

beforeAll(async () => {
  app = await startTestApp({ notify: (n) => void notices.push(n) });
  process.env.COMMERCE_BULK_HOME = app.dir; // the watcher's per-folder state: this test's
  folder = path.join(app.dir, 'drop');
  mkdirSync(folder);
});
afterAll(async () => {
  await app?.ctx.dispose();
  if (previousHome === undefined) delete process.env.COMMERCE_BULK_HOME;
  else process.env.COMMERCE_BULK_HOME = previousHome;
});

describe('a held file in a German app', () => {
  it('keeps the reason as data, says it in German, and the English as the CLI says it', async () => {
    await app.call('language.set', { choice: 'de' });
    const token = app.ctx.files.grant(folder, 'folder').token;
    await app.call('automations.save', {
      name: 'Lager',
      resource: 'DCQuantities',
      folder: token,
      settleSeconds: 0,
      checkEverySeconds: 600,
      notify: { when: 'problems' },
    });
    writeFileSync(path.join(folder, NAME), 'ProductID,DistributionCenterID,AvailableQuantity\n2000002,1,viele\n');
    const { runs } = await app.call('automations.runNow', { name: 'Lager' });
    expect(runs.map((r) => r.status)).toEqual(['held']);
    expect(existsSync(path.join(folder, 'held', NAME))).toBe(true);

    const english =
      'Held by the invalid-rows guard: 1 of its 1 rows are Invalid, 100%; the guard is 10%. Nothing was sent. ' +
      'If the file is right, move it back into the watched folder and run watch with --release-held ' +
      '(or use Release on the automation in the app) to send it.';
    const stored = JSON.parse(readFileSync(path.join(app.dir, 'automations.json'), 'utf8')) as {
      history: Record<string, { message: string; shown: { id: string } }[]>;
    };
    const [run] = Object.values(stored.history)[0]!;
    expect(run!.message).toBe(english);
    expect(run!.shown).toEqual({
      id: 'errors:watch.held',
      params: {
        why: {
          id: 'errors:watch.guard.by1',
          params: {
            first: {
              id: 'errors:watch.guard.invalid',
              params: { invalid: '1', rows: '1', share: '100', guard: 10 },
            },
          },
        },
        hint: { id: 'errors:watch.releaseHint' },
      },
    });

    const german =
      'Zurückgehalten von der Schutzregel für ungültige Zeilen: 1 ihrer 1 Zeilen sind ungültig, 100 %; die Schwelle ist 10 %. ' +
      'Es wurde nichts gesendet. Wenn die Datei stimmt, verschieben Sie sie zurück in den überwachten Ordner';
    const history = await app.call('automations.history', { name: 'Lager' });
    expect(renderShown(history.runs[0]!.shown!, templatesFor('de'))).toMatch(new RegExp(`^${german}`));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.title).toBe('Lager: Zurückgehalten');
    expect(notices[0]!.body.startsWith(`${NAME}\n${german}`)).toBe(true);
  });
});

// Issue 40: a refusal crosses IPC as data beside its English. The real handler table (through
// the validated dispatcher) refuses a second automation of one name; the renderer reads the
// refusal as main sent it and says it in the user's language, German here, with the name the
// user typed unchanged; English stays what it was.
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipcError } from '../../../renderer/src/bridge.js';
import { errorMessage, errorText } from '../../../renderer/src/hooks.js';
import { i18n } from '../../../renderer/src/i18n/index.js';
import { startTestApp, type TestApp } from '../../support/index.js';

let app: TestApp;
let refusal: unknown;
const name = 'Lager: Nord; (cell C4)';

beforeAll(async () => {
  app = await startTestApp();
  const folder = path.join(app.dir, 'drop');
  mkdirSync(folder);
  const definition = {
    name,
    resource: 'DCQuantities' as const,
    settleSeconds: 0,
    checkEverySeconds: 3600,
    folder: app.ctx.files.grant(folder, 'folder').token,
  };
  await app.call('automations.save', definition);
  refusal = await app.call('automations.save', definition).then(
    () => new Error('saved twice'),
    (e: unknown) => e,
  );
}, 60_000);
afterAll(async () => {
  await i18n.changeLanguage('en');
  await app?.ctx.dispose();
});

describe('a refusal over IPC', () => {
  it('carries the English and the message and hint as data', () => {
    expect(ipcError(refusal)).toEqual({
      code: 'failed',
      message: `An automation named "${name}" exists already.`,
      hint: 'Choose another name, or edit that one.',
      shownMessage: { id: 'errors:automation.exists', params: { name } },
      shownHint: { id: 'errors:automation.existsHint' },
    });
  });

  it('reads in English in an English window, byte for byte as before', async () => {
    await i18n.changeLanguage('en');
    expect(errorText(refusal)).toBe(
      `An automation named "${name}" exists already. Choose another name, or edit that one.`,
    );
  });

  it('reads in German in a German window, the name as the user typed it', async () => {
    await i18n.changeLanguage('de');
    expect(errorMessage(refusal)).toBe(`Eine Automatisierung namens „${name}“ gibt es bereits.`);
    expect(errorText(refusal)).toBe(
      `Eine Automatisierung namens „${name}“ gibt es bereits. Wählen Sie einen anderen Namen oder bearbeiten Sie die vorhandene.`,
    );
  });

  it('shows an error main sent no data for as its English, in any language', async () => {
    await i18n.changeLanguage('de');
    const plain = new Error('Error invoking remote method: Something broke.');
    expect(errorText(plain)).toBe('Error invoking remote method: Something broke.');
  });
});

// Issue 40: a UserError carries its message and hint as data (an id in the `errors` catalogue
// and its parameters) for the app to render in the user's language, while `message` and
// `hint` stay the English the CLI and the logs have always printed, byte for byte.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { guardThresholds } from '../../../main/automation/index.js';
import { checkSmtpSettings } from '../../../main/notify/index.js';
import { loadPlan } from '../../../main/plans/index.js';
import { UserError } from '../../../shared/errors/index.js';
import { CATALOGUES, templatesFor } from '../../../shared/languages/index.js';
import { renderMessage, renderShown } from '../../../shared/i18n/index.js';
import { removeDir, tempDir } from '../../support/index.js';

const ROOT = join(import.meta.dirname, '../../..');
const dir = tempDir('cb-user-error-');
afterAll(() => removeDir(dir));

const german = templatesFor('de');

function thrown(work: () => unknown): UserError {
  try {
    work();
  } catch (e) {
    if (e instanceof UserError) return e;
    throw e;
  }
  throw new Error('nothing was thrown');
}

function sourcesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return path.endsWith('.ts') ? [path] : [];
  return readdirSync(path).flatMap((name) => sourcesUnder(join(path, name)));
}

describe('UserError', () => {
  it('keeps the English of a message and hint given as data, and the data itself', () => {
    const e = thrown(() => checkSmtpSettings({ host: 'mail.example.com', tls: 'none', from: 'a@b.c' }));
    expect(e.message).toBe('--smtp-tls none is only allowed for a mail server on this machine, not mail.example.com.');
    expect(e.hint).toBe('Use starttls (port 587) or tls (port 465).');
    expect(e.shownMessage).toEqual({ id: 'errors:smtp.plainRemote', params: { host: 'mail.example.com' } });
    expect(renderShown(e.shownMessage, german)).toBe(
      '--smtp-tls none ist nur für einen Mailserver auf diesem Rechner erlaubt, nicht für mail.example.com.',
    );
    expect(renderShown(e.shownHint, german)).toBe('Verwenden Sie starttls (Port 587) oder tls (Port 465).');
  });

  it('carries a text given as a string as it is, in every language', () => {
    const e = new UserError('The service said: Nope.', 'Ask its owner.');
    expect([e.message, e.hint]).toEqual(['The service said: Nope.', 'Ask its owner.']);
    expect(e.shownMessage).toEqual({ text: 'The service said: Nope.' });
    expect(renderShown(e.shownHint, german)).toBe('Ask its owner.');
  });

  it('renders a number and a user value unchanged inside the German', () => {
    const e = thrown(() => guardThresholds({ maxZeroed: 140 }));
    expect(e.message).toBe('The maxZeroed guard must be a percentage from 0 to 100, not 140.');
    expect(renderShown(e.shownMessage, german)).toBe(
      'Die Schwelle maxZeroed muss ein Prozentsatz von 0 bis 100 sein, nicht 140.',
    );
  });

  it('nests a message in a message: a plan file mistake, in English as before and in German', async () => {
    const path = join(dir, 'twice.json');
    const step = { id: 'centers', file: 'x.csv', resource: 'Products' };
    writeFileSync(path, JSON.stringify({ steps: [step, step] }));
    const e = await loadPlan(path).then(
      () => new Error('loaded'),
      (err: unknown) => err,
    );
    if (!(e instanceof UserError)) throw e;
    expect(e.message).toBe(`Plan ${path}: step id "centers" is used twice`);
    expect(e.hint).toBe('Correct the plan file (see README, "Plans") and run it again.');
    expect(renderShown(e.shownMessage, german)).toBe(`Plan ${path}: die Schritt-ID „centers“ wird zweimal verwendet`);
  });
});

describe('the English UserError renders without the catalogues', () => {
  it('is the English renderMessage gives, for every errors key, nested messages and lists too', () => {
    const nested = { id: 'errors:plan.whole' };
    for (const [key, template] of Object.entries(CATALOGUES.en.errors)) {
      const names = [...template.matchAll(/\{\{(\w+)/g)].map((m) => m[1]!);
      const params = Object.fromEntries(
        names.map((n, i) => [n, i % 3 === 0 ? `${n}; (cell C4).` : i % 3 === 1 ? nested : [nested, nested]]),
      );
      const m = { id: `errors:${key}`, params };
      expect(new UserError(m, m).message, key).toBe(renderMessage(m));
    }
    expect(new UserError({ id: 'errors:no.such' }, 'x').message).toBe(renderMessage({ id: 'errors:no.such' }));
  });
});

describe('the errors catalogue', () => {
  it('has every id main and shared name', () => {
    const english = CATALOGUES.en.errors;
    const named = sourcesUnder(join(ROOT, 'main'))
      .concat(sourcesUnder(join(ROOT, 'shared')))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'errors:([\w.]+)'/g)].map((m) => m[1]!));
    expect(named.length).toBeGreaterThan(100);
    expect(named.filter((key) => !(key in english))).toEqual([]);
    // The ids put together from a reason: each reason has its text.
    for (const key of ['plan.miss.noValue', 'plan.miss.notAKey', 'resume.why.fileGone', 'resume.why.notSaved'])
      expect(english[key]).toBeDefined();
  });
});

// Issue 40: every refusal main throws (a UserError or one of its subclasses) carries its
// message and hint as ids of the `errors` catalogue. This walks every `errors` key and renders
// it in English and German with user values that look like parts of a sentence, and reads the
// sources for a subclass still thrown with English written at the throw site.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UserError } from '../../../shared/errors/index.js';
import { CATALOGUES, templatesFor } from '../../../shared/languages/index.js';
import { renderMessage } from '../../../shared/i18n/index.js';
import { MAX_COPY_WORDS } from '../../support/index.js';

const ROOT = join(import.meta.dirname, '../../..');
const english = CATALOGUES.en.errors;
const german = templatesFor('de');

/** User values a template must show unchanged: separators, a cell reference, a name with a colon. */
const SAMPLES = ['a; b', 'x. Fix: y', 'Menge (cell C4)', 'Berlin: North'];

function sampleParams(template: string): Record<string, string> {
  const names = [...template.matchAll(/\{\{(\w+)/g)].map((m) => m[1]!);
  return Object.fromEntries(names.map((n, i) => [n, `${SAMPLES[i % SAMPLES.length]} <${n}>`]));
}

const words = (text: string): number =>
  text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

describe('every errors key', () => {
  it('renders in English as UserError prints it and in German with the values unchanged', () => {
    const problems: string[] = [];
    for (const [key, template] of Object.entries(english)) {
      const m = { id: `errors:${key}`, params: sampleParams(template) };
      const en = renderMessage(m);
      const de = renderMessage(m, german);
      if (new UserError(m, m).message !== en) problems.push(`${key}: UserError's English differs`);
      for (const value of Object.values(m.params)) {
        if (!en.includes(value)) problems.push(`${key}: English lacks ${value}`);
        if (!de.includes(value)) problems.push(`${key}: German lacks ${value}`);
      }
      if (/\{\{/.test(en) || /\{\{/.test(de)) problems.push(`${key}: a placeholder is left`);
      if (de === en && words(template) > MAX_COPY_WORDS) problems.push(`${key}: German is the English`);
    }
    expect(problems).toEqual([]);
    expect(Object.keys(english).length).toBeGreaterThan(300);
  });

  it('renders a nested message in the sentence around it, in each language', () => {
    const m = {
      id: 'errors:sheet.at',
      params: {
        what: { id: 'errors:sheet.notRegular', params: { path: '/tmp/a; b', kind: { id: 'errors:sheet.kind.fifo' } } },
        file: 'a; b',
        hint: { id: 'errors:sheet.notRegularHint' },
      },
    };
    expect(renderMessage(m)).toBe(
      '/tmp/a; b is a named pipe (FIFO), not a regular file (a; b). Give the path of a .csv or .xlsx file saved on disk.',
    );
    expect(renderMessage(m, german)).toBe(
      '/tmp/a; b ist eine benannte Pipe (FIFO), keine gewöhnliche Datei (a; b). Geben Sie den Pfad einer auf der Festplatte gespeicherten .csv- oder .xlsx-Datei an.',
    );
  });
});

function sourcesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return path.endsWith('.ts') ? [path] : [];
  return readdirSync(path).flatMap((name) => sourcesUnder(join(path, name)));
}

/** Each error class and the arguments before its message (a code, a problem, a status). */
const CLASSES: Record<string, number> = {
  SheetError: 0,
  JobError: 0,
  ExportError: 0,
  OutPathError: 0,
  NetworkError: 1,
  AuthError: 1,
  ApiError: 1,
};

/** `new X(` with the message (or, for SheetError and UserError, the hint after it) given as English. */
function englishThrows(source: string): string[] {
  const found: string[] = [];
  for (const [name, before] of Object.entries(CLASSES)) {
    const skip = `[^,()]*,\\s*`.repeat(before);
    const re = new RegExp(`new ${name}\\(\\s*${skip}(['"\`])`, 'g');
    for (const m of source.matchAll(re)) found.push(`${name}: ${source.slice(m.index, m.index + 60)}`);
  }
  return found;
}

describe('the throw sites', () => {
  it('the check finds English at a throw site', () => {
    expect(englishThrows("throw new SheetError('File not found', file, hint)")).toHaveLength(1);
    expect(englishThrows('throw new SheetError(\n  `The ${x}`, file, hint)')).toHaveLength(1);
    expect(englishThrows("throw new SheetError({ id: 'errors:sheet.x' }, 'a.csv', hint)")).toEqual([]);
    expect(englishThrows("new NetworkError('dns', `The name ${host}`, hint)")).toHaveLength(1);
    expect(englishThrows("new NetworkError(\n 'dns',\n { id: 'errors:net.dns' }, hint)")).toEqual([]);
    expect(englishThrows('throw new AuthError(\n "keychain",\n `The ${x}`, hint)')).toHaveLength(1);
    expect(englishThrows("throw new AuthError('keychain', { id: 'errors:auth.keychain' }, hint)")).toEqual([]);
    expect(englishThrows('throw new ApiError(\n 0,\n `The next page link points at ${o}`, hint)')).toHaveLength(1);
    expect(englishThrows("throw new ApiError(res.status, { id: 'errors:api.page.notList' }, hint)")).toEqual([]);
  });

  it('give every error class its message as an id, never as English', () => {
    const found = ['main', 'shared'].flatMap((dir) =>
      sourcesUnder(join(ROOT, dir)).flatMap((file) =>
        englishThrows(readFileSync(file, 'utf8')).map((hit) => `${relative(ROOT, file)}: ${hit}`),
      ),
    );
    expect(found).toEqual([]);
  });
});

// Issue 30: every key the screens outside import/ ask for with `t('…')` (or a Trans
// `i18nKey`) exists in the English catalogue of that screen's namespace, so no screen can
// show a bare key. A static scan of the sources: each call's key must be a literal for it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../../shared/languages/index.js';
import { type Namespace } from '../../../shared/i18n/index.js';

const SRC = join(import.meta.dirname, '../../../renderer/src');

/** The files of each namespace: whole folders, and the window's own files at the top. */
const SOURCES: [Namespace, string[]][] = [
  ['common', ['App.tsx', 'InterruptedRuns.tsx', 'hooks.ts', 'a11y', 'errors', 'grid']],
  ['export', ['export']],
  ['history', ['history']],
  ['connection', ['connection']],
  ['about', ['about']],
  ['settings', ['settings']],
];

function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => filesUnder(join(path, name)));
}

/** Each key a file asks for: `t('key'`, `i18nKey="key"` and the literals of `i18nKey={a ? 'x' : 'y'}`. */
function keysIn(source: string): string[] {
  const keys = [...source.matchAll(/\bt\(\s*(['"`])([^'"`$]+)\1/g)].map((m) => m[2]!);
  keys.push(...[...source.matchAll(/\bi18nKey="([^"]+)"/g)].map((m) => m[1]!));
  for (const [, inside] of source.matchAll(/\bi18nKey=\{([^}]*)\}/g)) {
    keys.push(...[...inside!.matchAll(/(['"])([^'"]+)\1/g)].map((m) => m[2]!));
  }
  return keys;
}

/** Present as it is, or as a plural (`key_one` / `key_other`). */
function has(ns: Namespace, key: string): boolean {
  const [inNs, bare] = key.includes(':') ? (key.split(':', 2) as [Namespace, string]) : [ns, key];
  const catalogue: Readonly<Record<string, string>> = CATALOGUES.en[inNs] ?? {};
  return bare in catalogue || (`${bare}_one` in catalogue && `${bare}_other` in catalogue);
}

describe('the keys the screens ask for', () => {
  for (const [ns, paths] of SOURCES) {
    const files = paths.flatMap((p) => filesUnder(join(SRC, p))).filter((f) => /\.tsx?$/.test(f));
    it(`${ns}: every key is in the English catalogue`, () => {
      const used = files.flatMap((f) =>
        keysIn(readFileSync(f, 'utf8')).map((key) => ({ file: relative(SRC, f), key })),
      );
      expect(used.length).toBeGreaterThan(10); // the scan sees the screens' keys at all
      const missing = used.filter(({ key }) => !has(ns, key)).map(({ file, key }) => `${file}: ${key}`);
      expect(missing).toEqual([]);
    });
    it(`${ns}: every t() call names its key as a literal (so this scan sees it)`, () => {
      const dynamic = files.flatMap((f) =>
        [...readFileSync(f, 'utf8').matchAll(/\bt\(\s*(?!['"])[^)]*\)?/g)].map((m) => `${relative(SRC, f)}: ${m[0]}`),
      );
      expect(dynamic).toEqual([]);
    });
  }

  it('finds keys in every form the screens use', () => {
    const source =
      "t('a.b'); t(\"c\", { n }); <Trans i18nKey=\"d\" /> <Trans i18nKey={x ? 'e' : 'f'} /> t('common:close')";
    expect(keysIn(source)).toEqual(['a.b', 'c', 'common:close', 'd', 'e', 'f']);
  });
});

// The pseudo-locale: every English string accented, lengthened by about 40% and wrapped in
// brackets, `Send` -> `[Śéñð ~~]`. A test walks the screens in it: any text without brackets
// was never translated, any cut bracket was cut by its box. Placeholders (`{{count}}`),
// nesting (`$t(...)`) and Trans tags (`<1>`) are kept as they are, or the app would break.
import type { Catalogue } from './namespaces.js';

const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'ś',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ĺ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Ś',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** What must survive untouched: `{{name}}`, `$t(key)` and `<0>`/`</0>` tags. */
const KEEP = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?\d+>)/;

export function pseudoText(english: string): string {
  if (english === '') return english;
  const accented = english
    .split(KEEP)
    .map((part, i) => (i % 2 === 1 ? part : [...part].map((ch) => ACCENTED[ch] ?? ch).join('')))
    .join('');
  const padding = '~'.repeat(Math.max(2, Math.round(english.length * 0.4)));
  return `[${accented} ${padding}]`;
}

export function pseudoCatalogue(english: Catalogue): Catalogue {
  return Object.fromEntries(Object.entries(english).map(([key, text]) => [key, pseudoText(text)]));
}

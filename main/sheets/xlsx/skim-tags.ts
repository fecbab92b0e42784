// The tag checks the row skimmer (row-skimmer.ts) makes with one regex step each: a whole
// start tag whose attributes are well formed, and one attribute's value found in it.

// The rest of a start tag whose attributes are all well formed and hold no '<' or '>', as the
// tokenizer would accept it.
export const START_TAG = /(?:\s+[A-Za-z_][\w.:-]*\s*=\s*(?:"[^"<>]*"|'[^'<>]*'))*\s*(\/?)>/y;

/**
 * A whole <row> or <c> start tag, checked in one step. Only double-quoted values are taken
 * here, so that an attribute is found by its `name="` with white space before it: such text
 * cannot occur inside a double-quoted value.
 */
export function startTagOf(p: string, name: string): RegExp {
  return new RegExp(`<${p}${name}((?:\\s+[A-Za-z_][\\w.:-]*\\s*=\\s*"[^"<>]*")*)\\s*(/?)>`, 'y');
}

/** The value of attribute `name` (with its '="') in a start tag's text, found as described above. */
export function attr(tag: string, nameEq: string): string | undefined {
  for (let at = tag.indexOf(nameEq); at >= 0; at = tag.indexOf(nameEq, at + 1)) {
    if (!isSpace(tag.charCodeAt(at - 1))) continue;
    const start = at + nameEq.length;
    return tag.slice(start, tag.indexOf('"', start));
  }
  return undefined;
}

export function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}

/**
 * A whole <row> start tag, checked as startTagOf checks one, without capturing its attributes:
 * the row number is read from the tag by rowNumberIn instead of a substring per row.
 */
export function rowTagOf(p: string): RegExp {
  return new RegExp(`<${p}row(?:\\s+[A-Za-z_][\\w.:-]*\\s*=\\s*"[^"<>]*")*\\s*(/?)>`, 'y');
}

/**
 * The r of a start tag checked by rowTagOf, from `from` to `to`, as a number: undefined when the
 * tag has no r, -1 when it is not a plain row number (1 to 9 digits, no leading zero: the
 * tokenizer reads those). Found as attr finds it: `r="` with white space before it.
 */
export function rowNumberIn(s: string, from: number, to: number): number | undefined {
  let at = s.indexOf('r="', from);
  while (at >= 0 && at < to && !isSpace(s.charCodeAt(at - 1))) at = s.indexOf('r="', at + 1);
  if (at < 0 || at >= to) return undefined;
  const start = at + 3;
  let n = 0,
    k = start;
  for (; k < to; k++) {
    const d = s.charCodeAt(k) - 48;
    if (d < 0 || d > 9) break;
    n = n * 10 + d;
  }
  const digits = k - start;
  return s.charCodeAt(k) !== 34 || digits === 0 || digits > 9 || s.charCodeAt(start) === 48 ? -1 : n;
}

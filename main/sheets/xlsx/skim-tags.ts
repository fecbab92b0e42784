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

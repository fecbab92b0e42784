// Reads ../shared/spec/service-spec.md (outside this repo) and cuts it into the pieces the
// conformance tests compare with the catalogue. Kept tolerant of whitespace, strict on names.
import { readFileSync } from 'node:fs';

export const specText = readFileSync(new URL('../../../../shared/spec/service-spec.md', import.meta.url), 'utf8');

/** The text of one '## N.' section, up to the next '## ' heading. */
export function section(number: string): string {
  const start = specText.indexOf(`\n## ${number}. `);
  if (start < 0) throw new Error(`service-spec.md has no section ${number}`);
  const end = specText.indexOf('\n## ', start + 1);
  return specText.slice(start, end < 0 ? undefined : end);
}

/** '### Heading' subsections of a section, by heading text. */
export function subsections(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of text.split('\n### ').slice(1)) {
    const nl = part.indexOf('\n');
    out.set(part.slice(0, nl).trim(), part.slice(nl + 1));
  }
  return out;
}

/** Rows of the markdown table(s) in `text` whose header's first cell is `firstHeader`. */
export function tableRows(text: string, firstHeader: string): string[][] {
  const rows: string[][] = [];
  let inTable = false;
  for (const line of text.split('\n')) {
    if (!line.startsWith('|')) {
      inTable = false;
      continue;
    }
    const cells = line
      .slice(1, line.endsWith('|') ? -1 : undefined)
      .split('|')
      .map((c) => c.trim());
    if (cells[0] === firstHeader) {
      inTable = true;
      continue;
    }
    if (inTable && !/^-+$/.test(cells[0] ?? '')) rows.push(cells);
  }
  return rows;
}

/** Splits 'A, B (x, y), C' at top-level commas: ['A', 'B (x, y)', 'C']. */
export function splitList(list: string): string[] {
  const items: string[] = [];
  let depth = 0,
    current = '';
  for (const ch of list) {
    if (ch === '(' || ch === '{') depth++;
    if (ch === ')' || ch === '}') depth--;
    if (ch === ',' && depth === 0) {
      items.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (current.trim()) items.push(current.trim());
  return items;
}

/** The comma list after `label` up to the end of the sentence: 'Properties: A, B.' -> ['A','B']. */
export function listAfter(text: string, label: string): string[] {
  const at = text.indexOf(label);
  if (at < 0) throw new Error(`service-spec.md: '${label}' not found`);
  const rest = text.slice(at + label.length);
  const end = rest.search(/\.(\s|$)/);
  return splitList(rest.slice(0, end < 0 ? undefined : end));
}

/** Names in the first parenthesised list after `label`: '$select (A, B)' -> ['A','B']. */
export function parenListAfter(text: string, label: string): string[] {
  const at = text.indexOf(label);
  if (at < 0) throw new Error(`'${label}' not found in: ${text.slice(0, 80)}`);
  const open = text.indexOf('(', at);
  let depth = 0,
    close = open;
  for (; close < text.length; close++) {
    if (text[close] === '(') depth++;
    if (text[close] === ')' && --depth === 0) break;
  }
  return splitList(text.slice(open + 1, close)).map((s) => s.replace(/^'|'$/g, ''));
}

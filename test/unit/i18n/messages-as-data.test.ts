// Issue 40's Done-when: every engine message, made as data with user values that broke the
// reading of English text (`; `, `. Fix: `, `(cell C4)`, `Berlin: North`), is said in German
// with the user's values unchanged and no English template text left, and a row of 400 issues
// is said in well under 100 ms.
import { describe, expect, it } from 'vitest';
import { CATALOGUES, templatesFor } from '../../../shared/languages/index.js';
import { engineMessage, renderMessage, type EngineMessageId, type Message } from '../../../shared/i18n/index.js';

const english = CATALOGUES.en.engine;
const german = CATALOGUES.de.engine;
const GERMAN = templatesFor('de');
const ids = (Object.keys(english) as EngineMessageId[]).filter(
  (id) => !id.startsWith('column.') && !id.startsWith('verdict.'),
);
const PLACEHOLDER = /\{\{(\w+)(?:, *clause)?\}\}/g;
/** Parameters that hold a nested message: given one here, so nesting is rendered too. */
const NESTED = new Set(['describe', 'fix', 'hint', 'message', 'owner', 'parentProfile', 'what', 'advice', 'issues']);
/** Values a user types that the English reader took for message structure. */
const VALUES = ['a; b', 'x. Fix: y', 'Menge (cell C4)', 'Berlin: North'];

/** The fixed words of an English template (the text between its placeholders), longer than a few characters. */
const fixedWords = (template: string): string[] =>
  template
    .split(PLACEHOLDER)
    .filter((_, i) => i % 2 === 0)
    .map((s) => s.trim())
    .filter((s) => s.length > 6);

const nested: Message = engineMessage('cell.notNumber');

function sample(id: EngineMessageId, value: string): Message {
  const params: Record<string, string | Message | Message[]> = {};
  for (const m of english[id]!.matchAll(PLACEHOLDER)) {
    const name = m[1]!;
    params[name] = name === 'issues' ? [nested, nested] : NESTED.has(name) ? nested : value;
  }
  return { id, params };
}

/** English words of `id` that German says otherwise (some German templates keep a word: 'Name'). */
function englishLeft(id: string, text: string): string[] {
  const own = german[id] ?? '';
  return fixedWords(english[id]!).filter((w) => text.includes(w) && !own.includes(w));
}

describe('messages as data, said in German', () => {
  it.each(ids.flatMap((id) => VALUES.map((v) => [id, v] as const)))('%s with %j', (id, value) => {
    const text = renderMessage(sample(id, value), GERMAN);
    const plain = english[id]!.match(PLACEHOLDER)?.some((p) => !NESTED.has(p.replace(/\W|clause/g, '')));
    if (plain) expect(text).toContain(value);
    expect(englishLeft(id, text)).toEqual([]);
    // The nested message is German too.
    if (/\{\{(describe|fix|hint|message|owner|parentProfile|what|advice|issues)\b/.test(english[id]!))
      expect(text).toContain(german['cell.notNumber']!);
  });

  it('says a row of 400 issues in German, each value as it is, in well under 100 ms', () => {
    const issues = Array.from({ length: 400 }, (_, i) =>
      engineMessage('issue.valueCell', {
        column: `Menge (cell C${i})`,
        value: `Berlin: North; ${i}. Fix: x`,
        cell: `C${i + 2}`,
        message: engineMessage('cell.refused', {
          field: 'Qty',
          value: `'${i}; x'`,
          what: engineMessage('cell.notNumber'),
        }),
        fix: engineMessage('cell.enter', { field: 'Qty', describe: engineMessage('describe.decimal') }),
      }),
    );
    const row = engineMessage('issue.list', { issues });
    renderMessage(row, GERMAN); // warm up
    const started = performance.now();
    const text = renderMessage(row, GERMAN);
    const took = performance.now() - started;
    expect(took).toBeLessThan(100);
    const parts = text.split('; Menge (cell C');
    expect(parts).toHaveLength(400);
    expect(text).toContain(
      "Menge (cell C399) 'Berlin: North; 399. Fix: x' (Zelle C401): Qty: '399; x' ist keine Zahl.",
    );
    expect(text).not.toMatch(/ Fix: [A-Z]|is not a number|Enter Qty/);
  });
});

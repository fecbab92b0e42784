// The engine's row messages by id (issue 30): the English catalogue writes today's text byte
// for byte (what the CLI prints and writes), each message reads back from its English text into
// its id and parameters, and every language says every message with the same placeholders.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, templatesFor } from '../../../shared/languages/index.js';
import {
  LANGUAGES,
  engineMessage,
  engineText,
  englishText,
  renderMessage,
  type EngineMessageId,
} from '../../../shared/i18n/index.js';
import { localiseEngineText, readEngineText } from '../../../shared/i18n/engine-read.js';
import { checkValue, coerceCell, entityBySet, type FieldDef } from '../../../shared/resources/index.js';

const english = CATALOGUES.en.engine;
const ids = Object.keys(english) as EngineMessageId[];
const messageIds = ids.filter((id) => !/^(column|verdict|join)\./.test(id) && id !== 'issue.list');
const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{(\w+)(?:, *clause)?\}\}/g)].map((m) => m[1]!).sort();
/** The parameters that hold a nested message (engine-read.ts reads them so). */
const NESTED = /^(describe|fix|hint|message|owner|parentProfile|what|advice)$/;

// Today's text of messages, as the engine wrote it before it had ids (copied from the code).
const TODAY: [EngineMessageId, Record<string, string | number>, string][] = [
  [
    'check.keyEmpty',
    { field: 'ProductID', value: 'nothing' },
    'ProductID is part of the key and cannot be empty (got nothing).',
  ],
  ['check.giveValue', { field: 'Qty', describe: ' (true or false)' }, 'Give Qty a value (true or false).'],
  [
    'check.giveValueUnquoted',
    { field: 'Qty', value: "'42'", literal: 'number', describe: ' (a whole number from 0 to 9)' },
    "Give Qty a value (a whole number from 0 to 9). If '42' is meant, send it as a JSON number, without quotes.",
  ],
  [
    'check.tooLong',
    { field: 'Name', value: "'abc'", length: 3, max: 2 },
    "Name: 'abc' is 3 characters long; at most 2 are allowed.",
  ],
  ['cell.refused', { field: 'Qty', value: "'x'", what: 'is not a number' }, "Qty: 'x' is not a number."],
  ['cell.sayDecimalSemicolon', {}, '; or say which decimal separator the file uses (--decimal ,)'],
  [
    'issue.valueCell',
    { column: 'Qty', value: 'x', cell: 'C4', message: "Qty: 'x' is not a number", fix: 'Enter Qty.' },
    "Qty 'x' (cell C4): Qty: 'x' is not a number. Fix: Enter Qty.",
  ],
  ['issue.bare', { column: 'Qty', message: 'Bad', fix: 'Fix it' }, 'Qty: Bad. Fix: Fix it'],
  ['row.blankSkipped', { column: 'DC 1', hint: 'x' }, 'Blank DC 1: nothing to send (x)'],
  ['row.otherCellInvalid', {}, 'Not sent: another cell of this row is invalid; fix it and import the row again'],
  ['result.dryRun', {}, 'Dry run: would be sent'],
  ['plan.alreadyHasValues', {}, 'Already has these values: not sent'],
  [
    'plan.unknownSku',
    { sku: '1', profile: 7, fix: 'correct the SKU, or give the ProductID instead' },
    "Unknown SKU '1': no product has this SKU in profile 7. Fix: correct the SKU, or give the ProductID instead",
  ],
  [
    'send.stoppedInFlight',
    {},
    'Outcome unknown: the run stopped while this row was in flight. Check whether it exists before importing it again',
  ],
  [
    'send.noAnswerNotResent',
    {},
    'Outcome unknown: no answer came back. It was not sent again; resume reads it back first.',
  ],
  [
    'doc.tooLarge',
    { cell: 'a.pdf', size: '1,024', limit: '512', mb: 0.5 },
    "File 'a.pdf' is 1,024 bytes, over the service's limit of 512 bytes (0.5 MB). Fix: make the PDF smaller (e.g. lower its image resolution)",
  ],
  ['result.appliedReadBack', {}, 'Applied (its answer was lost; confirmed by reading it back)'],
];

describe('engine messages', () => {
  it.each(TODAY)('%s says what the engine said before it had ids', (id, params, text) => {
    expect(engineText(id, params)).toBe(text);
  });

  it('keeps no English in the SQL of the journal: it writes message ids and parameters (issue 40)', () => {
    const journal = ['journal.ts', 'rows-resolve.ts', 'rows-send.ts', 'rows-preflight.ts', 'dc-store.ts']
      .map((f) => readFileSync(new URL(`../../../main/journal/${f}`, import.meta.url), 'utf8'))
      .join('\n');
    for (const id of ['send.stoppedInFlight', 'result.appliedReadBack', 'plan.alreadyHasValues'] as const)
      expect(journal).not.toContain(engineText(id));
    expect(journal).not.toContain('Duplicate key (');
    expect(journal).toContain("message_id = 'row.duplicateKey'");
  });

  it.each(messageIds)('%s reads back from its English text into its id and parameters', (id) => {
    // Each placeholder a sample of its own; nested messages a message of their own.
    const sample = Object.fromEntries(placeholders(english[id]!).map((p) => [p, NESTED.test(p) ? '' : `<${p}>`]));
    const text = engineText(id, sample);
    const read = readEngineText(text);
    expect(read).not.toBeNull();
    // Another template may say the same words; then it must say them the same way.
    expect(engineText(read!.id, read!.params)).toBe(text);
  });

  it.each(LANGUAGES)('%s has every message with the placeholders English has', (language) => {
    const catalogue = CATALOGUES[language].engine;
    expect(Object.keys(catalogue).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(placeholders(catalogue[id]!), id).toEqual(placeholders(english[id]!));
  });

  it('says a real row message in German, its values and field names as they are', () => {
    const field = entityBySet('DCQuantities')!.fields.find((f) => f.name === 'AvailableQuantity') as FieldDef;
    const coerced = coerceCell(field, '4,5');
    if (coerced.ok) throw new Error('4,5 is no quantity');
    const p = coerced.problem;
    const data = engineMessage('issue.valueCell', {
      column: 'Menge',
      value: '4,5',
      cell: 'C2',
      message: p.message,
      fix: p.fix,
    });
    const message = renderMessage(data);
    expect(message).toBe(
      "Menge '4,5' (cell C2): AvailableQuantity: '4,5' uses ',' as the decimal separator. Fix: Use a whole number such as 4 or 5, or say which decimal separator the file uses (--decimal ,).",
    );
    expect(renderMessage(data, templatesFor('de'))).toBe(
      "Menge '4,5' (Zelle C2): AvailableQuantity: '4,5' verwendet ',' als Dezimaltrennzeichen. Lösung: Verwenden Sie eine ganze Zahl wie 4 oder 5, oder geben Sie an, welches Dezimaltrennzeichen die Datei verwendet (--decimal ,).",
    );
    // An older journal's English still reads back through the legacy reader.
    expect(localiseEngineText(message, CATALOGUES.de.engine)).toBe(
      "Menge '4,5' (Zelle C2): AvailableQuantity: '4,5' verwendet ',' als Dezimaltrennzeichen. Lösung: Verwenden Sie eine ganze Zahl wie 4 oder 5, oder geben Sie an, welches Dezimaltrennzeichen die Datei verwendet (--decimal ,).",
    );
  });

  it('says each cell of a row in its language, and leaves a service message as it is', () => {
    const field = entityBySet('DCQuantities')!.fields.find((f) => f.name === 'AvailableQuantity') as FieldDef;
    const p = checkValue(field, 2.5)!;
    const text = `DC 1: ${englishText(p.message)}; DC 2: The service is having a bad day.`;
    expect(localiseEngineText(text, CATALOGUES.fr.engine)).toBe(
      "DC 1 : AvailableQuantity: 2.5 n'est pas un nombre entier.; DC 2: The service is having a bad day.",
    );
    expect(localiseEngineText('The service said no.', CATALOGUES.de.engine)).toBe('The service said no.');
  });
});

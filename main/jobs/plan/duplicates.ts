// Lines of one key named more than once in a file (issue 41). A stock feed that lists a product
// per storage bin (`0000131;Berlin;5` and `0000131;Berlin;50`) means 55; another file means its
// last row; the engine cannot tell, so by default two lines of one key with different values are
// both Invalid, naming each other, and nothing is sent for that key. `--duplicates sum|last|first`
// says what the feed means. Lines with the same values are sent once, as before.
import {
  duplicateKeyLines,
  inTransaction,
  setLineFields,
  settleRow,
  type DuplicateLine,
  type Journal,
} from '../../journal/index.js';
import type { ImportTarget } from '../target.js';

const HINT = 'fix the file, or import with --duplicates sum, last or first if the feed means it';

function valueOf(line: DuplicateLine, field: string | undefined): unknown {
  return field ? (JSON.parse(line.fields) as Record<string, unknown>)[field] : undefined;
}

function rowsText(lines: DuplicateLine[], field: string | undefined): string {
  return lines
    .map((l) => `row ${l.rowNumber}${field ? ` (${field} ${String(valueOf(l, field) ?? '')})` : ''}`)
    .join(', ');
}

/** All of a key's lines Invalid, each naming the others. */
function reject(journal: Journal, group: DuplicateLine[], field: string | undefined, why = 'with other values'): void {
  for (const l of group) {
    const others = group.filter((o) => o !== l);
    settleRow(journal, {
      seq: l.seq,
      state: 'invalid',
      message: `Duplicate key (${l.key}): ${rowsText(others, field)} ${others.length === 1 ? 'has' : 'have'} the same key ${why}; nothing is sent for it: ${HINT}.`,
    });
  }
}

/** Every line of the key but `kept` Skipped, naming the line sent. */
function keepOne(journal: Journal, group: DuplicateLine[], kept: DuplicateLine, why: string): void {
  for (const l of group)
    if (l !== kept)
      settleRow(journal, {
        seq: l.seq,
        state: 'skipped',
        message: `Duplicate key (${l.key}): row ${kept.rowNumber} has the same key and ${why}`,
      });
}

/** --duplicates sum: the last line carries the sum of the key's values; a value that is no number refuses the key. */
function sum(journal: Journal, group: DuplicateLine[], field: string): void {
  const values = group.map((l) => valueOf(l, field));
  if (!values.every((v) => typeof v === 'number')) {
    reject(journal, group, field, 'and a value that cannot be added up');
    return;
  }
  const last = group[group.length - 1]!;
  const total = (values as number[]).reduce((a, b) => a + b, 0);
  setLineFields(journal, last.seq, { ...(JSON.parse(last.fields) as Record<string, unknown>), [field]: total });
  keepOne(journal, group, last, `carries the sum, ${total} (--duplicates sum)`);
}

/** Settles the pending lines whose key another line has too, as the job's duplicates mode says. */
export function settleDuplicates(journal: Journal, target: ImportTarget): void {
  const mode = journal.data.duplicates ?? 'reject';
  if (mode === 'last') {
    journal.skipDuplicates(); // the last row in the file wins
    return;
  }
  const byKey = new Map<string, DuplicateLine[]>();
  for (const l of duplicateKeyLines(journal)) byKey.set(l.key, [...(byKey.get(l.key) ?? []), l]);
  if (!byKey.size) return;
  const field = target.valueField ?? undefined;
  inTransaction(journal, () => {
    for (const group of byKey.values()) {
      const last = group[group.length - 1]!;
      if (new Set(group.map((l) => l.fields)).size === 1)
        keepOne(journal, group, last, 'the same values: it is sent once');
      else if (mode === 'first') keepOne(journal, group, group[0]!, 'wins (--duplicates first)');
      else if (mode === 'sum' && field) sum(journal, group, field);
      else reject(journal, group, field);
    }
  });
}

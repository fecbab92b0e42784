// Stage 1: stream the sheet, map each row to drafts, validate them, and write one journal
// line per draft (or per blank/invalid row). Nothing is held in memory beyond a buffer.
import { engineMessage, type Message, type RowText } from '../../../shared/i18n/index.js';
import { rowBatchesOf, type SheetSource, type SourceRow } from '../../sheets/index.js';
import { checkAbort, type ProgressListener } from '../engine-port.js';
import {
  FROM_FIELDS,
  LinePacker,
  isPlainValue,
  lineWriter,
  type Journal,
  type LineWriter,
} from '../../journal/index.js';
import { draftsForRow, readsColumn, type CompiledMapping } from '../mapping/apply.js';
import { describeIssues } from '../validate/issue-text.js';
import { isBlankRow, keyText, validateDraft } from '../validate/validate-row.js';
import { Breather } from './breather.js';
import { keyColumnsOf, totalRowMessage, totalRowOf, type TotalRow } from './total-row.js';

/** The key text of a row whose ProductID (or OrderID) is still a SKU (or shop order number). */
export function skuKeyFields(fields: Record<string, unknown>, sku: string | undefined): Record<string, unknown> {
  if (sku === undefined || fields.ProductID !== undefined || fields.OrderID !== undefined) return fields;
  // The key text takes the one of these its entity has.
  return { ...fields, ProductID: `sku:${sku}`, OrderID: `sku:${sku}` };
}

/**
 * What the reader found wrong in the row that matters to this import: a value past the last
 * named column always (it may be data the user meant to send), an error or an uncomputed
 * formula only in a column the mapping reads. Such a row is Invalid, never half-sent.
 */
function rowProblems(m: CompiledMapping, row: SourceRow): string | undefined {
  if (!row.problems?.length) return undefined;
  const width = m.headers.length;
  const relevant = row.problems.filter((p) => p.column >= width || readsColumn(m, p.column));
  return relevant.length ? relevant.map((p) => p.message).join('; ') : undefined;
}

// Lines handed to the journal at once, one transaction each (written on a thread of its own:
// journal/line-writer.ts). Small batches die young in V8's heap; 10,000 put the 1M-row
// ingest's peak RSS ~40 MB higher at the same rate.
const BATCH = 2_000;
// A batch is handed over after the row that fills it, so it may hold a row's lines more.
const BATCH_ROOM = BATCH + 256;

const WHOLE_ROW_PART = 0;

/** A line for a draft (or the whole row, part 0) that will not be sent. */
function addVerdict(
  lines: LinePacker,
  rowNumber: number,
  part: number,
  valueColumn: string | null,
  state: 'invalid' | 'skipped' | 'unchanged',
  message: RowText,
  childKey: string | null = null,
): void {
  const result = state === 'invalid' ? 'Invalid' : state === 'unchanged' ? 'Unchanged' : 'Skipped';
  lines.add(rowNumber, part, valueColumn, null, null, null, childKey, null, state, result, message);
}

/**
 * A wide row (one value column per DC or attribute) whose every value cell is blank: a
 * product a whole-catalogue export lists with no value, say. Nothing to send, so one verdict
 * for the row that says so plainly, instead of one "Blank DC n" per column. Unchanged, as
 * issue 15 asks of a re-imported export: the row asks for nothing, so the service stays as it
 * is (a blank cell leaves its value alone), and the message says no value was given.
 */
function allBlankValues(lines: LinePacker, start: number): boolean {
  for (let i = start; i < lines.count; i++)
    if (lines.stateAt(i) !== 'skipped' || !lines.hasValueColumn(i)) return false;
  return true;
}

const blankValuesMessage = (columns: number): Message => engineMessage('row.noValueColumns', { columns });

/** Whether the row's key may be made from its fields where they are inserted: its own fields, each plain, no SKU standing in. */
function keyFromFields(keys: readonly string[], fields: Record<string, unknown>, sku: string | undefined): boolean {
  if (skuKeyFields(fields, sku) !== fields) return false;
  for (const k of keys) if (!isPlainValue(fields[k])) return false;
  return true;
}

/**
 * A draft's key: its text, or FROM_FIELDS where the line's fields go as values (`fromFields`)
 * and the writer's thread can make the same text from them (see PackedLines.keyFields).
 */
export function lineKey(
  keys: readonly string[],
  fields: Record<string, unknown>,
  sku: string | undefined,
  fromFields: boolean,
): string | typeof FROM_FIELDS {
  return fromFields && keyFromFields(keys, fields, sku) ? FROM_FIELDS : keyText(keys, skuKeyFields(fields, sku));
}

/** A draft's child key (the value of its parent's child-key field), the same way. */
export function lineChildKey(value: unknown, fromFields: boolean): string | null | typeof FROM_FIELDS {
  return value === undefined ? null : fromFields && isPlainValue(value) ? FROM_FIELDS : String(value);
}

/**
 * Where the ingest's lines go: a job's journal (written on a thread of their own, and indexed
 * once every line is in), or any other insertPacked target, such as the review's reader
 * thread, which posts them to the thread that writes the journal and so is a thread already.
 */
export type LineTarget = Journal | Pick<Journal, 'insertPacked'>;

function writerFor(target: LineTarget): LineWriter {
  if ('indexRows' in target) return lineWriter(target);
  const done = async (): Promise<void> => {};
  return {
    fieldsAsValues: false,
    write: async (lines) => target.insertPacked(lines),
    close: done,
    abort: done,
  };
}

/**
 * The writer for the ingest's lines, a journal's indexes made first and kept up to date by the
 * insert: on the writer's thread, which has time to spare, that costs ~0.26 s a million lines,
 * against ~0.5 s to make them at the end, when every other part of the ingest waits for them.
 */
function openWriter(journal: LineTarget): LineWriter {
  if ('indexRows' in journal) journal.indexRows();
  return writerFor(journal);
}

/** A full batch handed to the writer (once per BATCH lines), then a cancel check and progress. */
async function handOver(
  writer: LineWriter,
  lines: LinePacker,
  rows: number,
  started: number,
  opts: { signal?: AbortSignal; onProgress?: ProgressListener },
): Promise<void> {
  await writer.write(lines.take());
  checkAbort(opts.signal, 'read');
  const secs = (Date.now() - started) / 1000;
  opts.onProgress?.({ stage: 'read', done: rows, ratePerSecond: secs > 0 ? rows / secs : undefined });
}

/** The lines of a row of data: one per draft, each pending, Invalid or Skipped as validation finds it. */
function addDraftLines(
  lines: LinePacker,
  m: CompiledMapping,
  rowNumber: number,
  row: SourceRow,
  hasKey: boolean,
): void {
  const keys = m.target.entity.keys;
  const parent = m.target.parent;
  const drafts = draftsForRow(m, row.cells, row.shown);
  // Where a wide row's lines start, should they all turn out blank (see below).
  const start = drafts.length > 1 ? lines.mark() : null;
  for (const draft of drafts) {
    const o = validateDraft(m, rowNumber, draft);
    if (o.kind === 'invalid') addVerdict(lines, rowNumber, o.part, o.valueColumn, 'invalid', describeIssues(o.issues));
    else if (o.kind === 'skipped')
      addVerdict(lines, rowNumber, o.part, o.valueColumn, 'skipped', o.message, o.childKey ?? null);
    else {
      const f = o.fields;
      const fromFields = lines.keysFromFields;
      const parentId = parent ? ((f[parent.idField] as number | undefined) ?? null) : null;
      const childKey = parent ? lineChildKey(f[parent.childKey], fromFields) : null;
      const key = hasKey ? lineKey(keys, f, o.sku, fromFields) : null;
      lines.add(rowNumber, o.part, o.valueColumn, key, o.sku ?? null, parentId, childKey, f, 'pending', null, null);
    }
  }
  if (start && allBlankValues(lines, start.lines)) {
    lines.rewind(start);
    addVerdict(lines, rowNumber, WHOLE_ROW_PART, null, 'unchanged', blankValuesMessage(drafts.length));
  }
}

export async function ingest(
  journal: LineTarget,
  source: SheetSource,
  m: CompiledMapping,
  opts: { signal?: AbortSignal; onProgress?: ProgressListener; onTotalRow?: (total: TotalRow) => void } = {},
): Promise<number> {
  const { target } = m;
  // Rows found by a natural key (a center by its Code) get their ID in the plan.
  const hasKey = target.rowsCarryKeys(m.operation);
  // Which fields make the keys: with fields packed as values, the writer's thread makes them.
  const keyFields = { keyFields: target.entity.keys, childKeyField: target.parent?.childKey ?? null };
  const keyColumns = keyColumnsOf(m);
  let total: TotalRow | null;
  let rows = 0;
  const started = Date.now();
  const writer = openWriter(journal);
  const breather = new Breather(opts.signal);
  let lines = new LinePacker(writer.fieldsAsValues, BATCH_ROOM, keyFields);
  try {
    // A batch at a time: an await per row of a million costs more than any one step below.
    for await (const batch of rowBatchesOf(source))
      for (const row of batch) {
        rows++;
        const rowNumber = row.rowNumber;
        const problems = rowProblems(m, row);
        if (problems !== undefined) {
          addVerdict(lines, rowNumber, WHOLE_ROW_PART, null, 'invalid', problems);
        } else if (isBlankRow(row.cells)) {
          addVerdict(lines, rowNumber, WHOLE_ROW_PART, null, 'skipped', 'Blank row');
        } else if ((total = totalRowOf(keyColumns, row.cells, rowNumber)) !== null) {
          addVerdict(lines, rowNumber, WHOLE_ROW_PART, null, 'skipped', totalRowMessage(total));
          opts.onTotalRow?.(total);
        } else addDraftLines(lines, m, rowNumber, row, hasKey);
        if (breather.due(rows)) await breather.breathe();
        if (lines.count >= BATCH) {
          await handOver(writer, lines, rows, started, opts);
          lines = new LinePacker(writer.fieldsAsValues, BATCH_ROOM, keyFields);
        }
      }
    if (lines.count) await writer.write(lines.take());
    await writer.close();
  } catch (err) {
    await writer.abort();
    throw err;
  }
  opts.onProgress?.({ stage: 'read', done: rows });
  return rows;
}

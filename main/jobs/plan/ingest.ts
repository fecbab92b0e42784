// Stage 1: stream the sheet, map each row to drafts, validate them, and write one journal
// line per draft (or per blank/invalid row). Nothing is held in memory beyond a buffer.
import { rowBatchesOf, type SheetSource, type SourceRow } from '../../sheets/index.js';
import { checkAbort, type ProgressListener } from '../client.js';
import { lineWriter, type Journal, type LineWriter, type NewRow } from '../journal/index.js';
import { draftsForRow, readsColumn, type CompiledMapping } from '../mapping/index.js';
import { describeIssues, isBlankRow, keyText, validateDraft } from '../validate/index.js';

/** The key text of a row whose ProductID is still a SKU. */
export function skuKeyFields(fields: Record<string, unknown>, sku: string | undefined): Record<string, unknown> {
  return sku !== undefined && fields.ProductID === undefined ? { ...fields, ProductID: `sku:${sku}` } : fields;
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

/** A line for the whole sheet row (a reader problem, a blank row), not one of its drafts. */
const WHOLE_ROW = { part: 0, valueColumn: null };

/** The journal line of a draft (or a whole row) that will not be sent. */
function lineOf(
  rowNumber: number,
  o: { part: number; valueColumn: string | null },
  state: 'invalid' | 'skipped' | 'unchanged',
  message: string,
): NewRow {
  return {
    rowNumber,
    part: o.part,
    valueColumn: o.valueColumn,
    key: null,
    sku: null,
    parentId: null,
    childKey: null,
    fields: null,
    state,
    result: state === 'invalid' ? 'Invalid' : state === 'unchanged' ? 'Unchanged' : 'Skipped',
    message,
  };
}

/**
 * A wide row (one value column per DC or attribute) whose every value cell is blank: a
 * product a whole-catalogue export lists with no value, say. Nothing to send, so one verdict
 * for the row that says so plainly, instead of one "Blank DC n" per column. Unchanged, as
 * issue 15 asks of a re-imported export: the row asks for nothing, so the service stays as it
 * is (a blank cell leaves its value alone), and the message says no value was given.
 */
function allBlankValues(lines: NewRow[], start: number): boolean {
  for (let i = start; i < lines.length; i++)
    if (lines[i]!.state !== 'skipped' || lines[i]!.valueColumn === null) return false;
  return true;
}

function blankValuesLine(rowNumber: number, columns: number): NewRow {
  return lineOf(
    rowNumber,
    WHOLE_ROW,
    'unchanged',
    `No value in any of its ${columns} value columns: nothing to send (a blank cell leaves the service's value as it is)`,
  );
}

/**
 * Where the ingest's lines go: a job's journal (written on a thread of their own, and indexed
 * once every line is in), or any other insertRows target, such as the review's reader
 * thread, which posts them to the thread that writes the journal and so is a thread already.
 */
export type LineTarget = Journal | Pick<Journal, 'insertRows'>;

function writerFor(target: LineTarget): LineWriter {
  if ('indexRows' in target) return lineWriter(target);
  const done = async (): Promise<void> => {};
  return {
    write: async (rows) => target.insertRows(rows),
    close: done,
    abort: done,
  };
}

export async function ingest(
  journal: LineTarget,
  source: SheetSource,
  m: CompiledMapping,
  opts: { signal?: AbortSignal; onProgress?: ProgressListener } = {},
): Promise<number> {
  const { target } = m;
  // DistributionCenter creates and upserts are keyed by Code, checked in the plan (match-dcs.ts).
  const hasKey = !(target.resource === 'DistributionCenters' && (m.operation === 'create' || m.operation === 'upsert'));
  let buffer: NewRow[] = [];
  let rows = 0;
  const started = Date.now();
  // The indexes are made first and kept up to date by the insert: on the writer's thread,
  // which has time to spare, that costs ~0.26 s a million lines, against ~0.5 s to make them
  // at the end, when every other part of the ingest waits for them.
  if ('indexRows' in journal) journal.indexRows();
  const writer = writerFor(journal);
  try {
    // A batch at a time: an await per row of a million costs more than any one step below.
    for await (const batch of rowBatchesOf(source))
      for (const row of batch) {
        rows++;
        const problems = rowProblems(m, row);
        if (problems !== undefined) {
          buffer.push(lineOf(row.rowNumber, WHOLE_ROW, 'invalid', problems));
        } else if (isBlankRow(row.cells)) {
          buffer.push(lineOf(row.rowNumber, WHOLE_ROW, 'skipped', 'Blank row'));
        } else {
          const drafts = draftsForRow(m, row.cells);
          const start = buffer.length;
          for (const draft of drafts) {
            const o = validateDraft(m, row.rowNumber, draft);
            if (o.kind === 'invalid') buffer.push(lineOf(row.rowNumber, o, 'invalid', describeIssues(o.issues)));
            else if (o.kind === 'skipped') buffer.push(lineOf(row.rowNumber, o, 'skipped', o.message));
            else {
              const parentId = target.parent ? ((o.fields[target.parent.idField] as number | undefined) ?? null) : null;
              const childKey =
                target.parent && o.fields[target.parent.childKey] !== undefined
                  ? String(o.fields[target.parent.childKey])
                  : null;
              buffer.push({
                rowNumber: row.rowNumber,
                part: o.part,
                valueColumn: o.valueColumn,
                key: hasKey ? keyText(target.entity.keys, skuKeyFields(o.fields, o.sku)) : null,
                sku: o.sku ?? null,
                parentId,
                childKey,
                fields: o.fields,
                state: 'pending',
                result: null,
                message: null,
              });
            }
          }
          if (drafts.length > 1 && allBlankValues(buffer, start))
            buffer.splice(start, buffer.length - start, blankValuesLine(row.rowNumber, drafts.length));
        }
        if (buffer.length >= BATCH) {
          await writer.write(buffer);
          buffer = [];
          checkAbort(opts.signal, 'read');
          const secs = (Date.now() - started) / 1000;
          opts.onProgress?.({ stage: 'read', done: rows, ratePerSecond: secs > 0 ? rows / secs : undefined });
        }
      }
    await writer.write(buffer);
    await writer.close();
  } catch (err) {
    await writer.abort();
    throw err;
  }
  opts.onProgress?.({ stage: 'read', done: rows });
  return rows;
}

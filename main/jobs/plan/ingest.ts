// Stage 1: stream the sheet, map each row to drafts, validate them, and write one journal
// line per draft (or per blank/invalid row). Nothing is held in memory beyond a buffer.
import type { SheetSource, SourceRow } from '../../sheets/index.js';
import { checkAbort, type ProgressListener } from '../client.js';
import type { Journal, NewRow } from '../journal/index.js';
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

// Lines handed to the journal at once: one transaction each, so fewer and larger is faster
// (10,000 lines are a few MB).
const BATCH = 10_000;

/** A line for the whole sheet row (a reader problem, a blank row), not one of its drafts. */
const WHOLE_ROW = { part: 0, valueColumn: null };

/** The journal line of a draft (or a whole row) that will not be sent. */
function lineOf(
  rowNumber: number,
  o: { part: number; valueColumn: string | null },
  state: 'invalid' | 'skipped',
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
    result: state === 'invalid' ? 'Invalid' : 'Skipped',
    message,
  };
}

export async function ingest(
  journal: Pick<Journal, 'insertRows'>,
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
  for await (const row of source.rows()) {
    rows++;
    const problems = rowProblems(m, row);
    if (problems !== undefined) {
      buffer.push(lineOf(row.rowNumber, WHOLE_ROW, 'invalid', problems));
    } else if (isBlankRow(row.cells)) {
      buffer.push(lineOf(row.rowNumber, WHOLE_ROW, 'skipped', 'Blank row'));
    } else {
      for (const draft of draftsForRow(m, row.cells)) {
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
    }
    if (buffer.length >= BATCH) {
      journal.insertRows(buffer);
      buffer = [];
      checkAbort(opts.signal, 'read');
      const secs = (Date.now() - started) / 1000;
      opts.onProgress?.({ stage: 'read', done: rows, ratePerSecond: secs > 0 ? rows / secs : undefined });
    }
  }
  journal.insertRows(buffer);
  opts.onProgress?.({ stage: 'read', done: rows });
  return rows;
}

// Keyed export: a sheet of keys (ProductID or SKU with DC, attribute names, order and field
// IDs) filled in with the service's current values, in a layout that imports back
// unchanged: the key columns as given, then the value under its exact field name; or, for a
// wide sheet (SKU, Color, Material, Size; SKU, DC 1, Berlin), every column as given with
// each attribute's or DC's value in its own column (writeWide). It runs
// the import's own stages (mapping, validation, SKU resolution, bulk pre-flight read) on a
// throw-away journal, as a delete would, which reads every key's current value and sends nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createWorkbookWriter, openSheet, type SheetOpenOptions } from '../../sheets/index.js';
import { checkAbort, type JobClient, type ProgressListener } from '../engine-port.js';
import { rowEnglish } from '../../../shared/i18n/index.js';
import { Journal, lineMessage, type JournalRow } from '../../journal/index.js';
import { autoMap, type AutoMapOptions } from '../mapping/auto-map.js';
import { compileMapping, type CompiledColumn } from '../mapping/apply.js';
import { parseMapping, type MappingFile } from '../mapping/mapping-file.js';
import { ingest } from '../ingest/ingest.js';
import { preflight } from '../plan/preflight.js';
import { resolveSkus } from '../plan/resolve-skus.js';
import { importTarget, type ImportResource, type ImportTarget } from '../targets/all-targets.js';
import { ExportError } from './errors.js';
import type { BaselineSource } from '../baseline/baseline.js';
import { BaselineRecorder } from '../baseline/record-baseline.js';
import { stageContext } from '../stage-context.js';

export interface KeyedExportOptions {
  client: JobClient;
  resource: string; // DCQuantities, AttributeValues, CustomFields
  keysFile: string;
  out: string;
  /** The connection the baseline names (issue 26). */
  source?: BaselineSource;
  sheet?: SheetOpenOptions;
  mapping?: MappingFile;
  signal?: AbortSignal;
  onProgress?: ProgressListener;
}

type KeyedResult = { rows: number; found: number; wide: number; out: string };

/** The throw-away journal the import's stages run on (a dry-run delete: it reads, never sends). */
function throwAwayJournal(
  o: KeyedExportOptions,
  resource: ImportResource,
  headers: string[],
  mapping: MappingFile,
): { journal: Journal; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'cb-keyed-'));
  const journal = Journal.create(
    {
      status: 'created',
      resource,
      operation: 'delete',
      file: o.keysFile,
      fileSha256: '',
      headers,
      out: o.out,
      mapping,
      connection: { label: 'export', baseUrl: '' },
      dryRun: true,
      preflight: true,
      timings: {},
      startedAt: new Date().toISOString(),
    },
    dir,
  );
  return { journal, dir };
}

/**
 * One key a row: the keys sheet's columns, less any stale value column (by name or by
 * mapping) so the export has exactly one, then the value and a Note.
 */
async function writeNarrow(
  o: KeyedExportOptions,
  journal: Journal,
  headers: string[],
  base: MappingFile,
  resource: string,
  value: ValueColumn,
  baseline: BaselineRecorder,
): Promise<KeyedResult> {
  const valueField = value.field;
  const valueColumns = new Set(
    base.columns.filter((c) => c.field === valueField).map((c) => c.column.trim().toLowerCase()),
  );
  valueColumns.add(valueField.toLowerCase());
  const keep = headers.map((h, i) => ({ h, i })).filter(({ h }) => !valueColumns.has(h.trim().toLowerCase()));
  const writer = await createWorkbookWriter(o.out);
  try {
    const sheet = writer.addSheet(resource, [...keep.map((k) => k.h), valueField, NOTE]);
    const it = journal.iterateInOrder();
    let next = it.next();
    let rows = 0,
      found = 0;
    for await (const row of (await openSheet(o.keysFile, o.sheet)).rows()) {
      const lines: JournalRow[] = [];
      while (!next.done && next.value.row_number === row.rowNumber) {
        lines.push(next.value);
        next = it.next();
      }
      const line = lines[0];
      if (!line || line.state === 'skipped') continue; // blank rows are left out
      rows++;
      const old = line.state === 'pending' ? line.old : null;
      if (old !== null) found++;
      const cell = valueCell(old, value.numeric);
      recordLine(baseline, line, valueField, cell);
      const note =
        line.state === 'pending'
          ? ''
          : line.state === 'unchanged'
            ? 'No value: this key has none in the service'
            : rowEnglish(lineMessage(line));
      sheet.addRow([...keep.map(({ i }) => row.cells[i] ?? ''), cell, note]);
      if (rows % 5000 === 0) {
        await writer.flush();
        checkAbort(o.signal, 'export');
      }
    }
    checkAbort(o.signal, 'export');
    await baseline.close(writer, o.out);
    return { rows, found, wide: 0, out: o.out };
  } catch (err) {
    // A stop or a failure while writing leaves no half-written file under the chosen name.
    await writer.abort();
    throw err;
  }
}

/** `wide`: the number of value columns of a wide sheet (0: one key a row). */
export async function exportKeyed(o: KeyedExportOptions): Promise<KeyedResult> {
  const target = importTarget(o.resource);
  if (!target.parent || !target.valueField)
    throw new ExportError(
      { id: 'errors:export.keyedNotApplicable', params: { resource: target.resource } },
      { id: 'errors:export.keyedNotApplicableHint' },
    );
  const source = await openSheet(o.keysFile, o.sheet);
  await source.close();
  const keyFields = new Set([...target.entity.keys, 'Sku', 'ProfileID']);
  // A 'Note' column at the end is this export's own (a re-export of an export): written afresh.
  const headers = source.headers.at(-1)?.trim() === NOTE ? source.headers.slice(0, -1) : source.headers;
  const base = o.mapping ?? autoMap(target, headers, [], await namesFor(o.client, target)).mapping;
  // Keys, and in a wide sheet its value columns (one per attribute name or DC, each the key
  // of its cells): whatever maps to the value is ignored (the export fills it in).
  const wide = base.columns.filter((c) => c.unpivot);
  const mapping = parseMapping({
    ...base,
    operation: 'delete',
    columns: base.columns.filter((c) => (c.field && keyFields.has(c.field)) || c.unpivot),
  });
  const compiled = compileMapping(mapping, headers, importTarget(mapping.resource));
  const { journal, dir } = throwAwayJournal(o, target.resource, source.headers, mapping);
  const progress = { ...(o.signal ? { signal: o.signal } : {}), ...(o.onProgress ? { onProgress: o.onProgress } : {}) };
  try {
    await ingest(journal, await openSheet(o.keysFile, o.sheet), compiled, progress);
    const ctx = stageContext(journal, o.client, target, 'delete', progress);
    if (target.extraFields.includes('Sku')) await resolveSkus(ctx);
    await preflight(ctx);
    const baseline = new BaselineRecorder(target.resource, o.source);
    const { resource } = target;
    const value = { field: target.valueField, numeric: target.numericValue === true };
    if (wide.length) return await writeWide(o, journal, headers, compiled.unpivotColumns, resource, value, baseline);
    return await writeNarrow(o, journal, headers, base, resource, value, baseline);
  } finally {
    journal.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const NOTE = 'Note';

/** DCQuantities: the connection's DCs, so a column named 'Berlin' or 'CH-FBA' is that DC's (its target's hook). */
async function namesFor(client: JobClient, target: ImportTarget): Promise<AutoMapOptions> {
  // Reading values names no new attribute: every column left over is one to read.
  return target.keyedExportNames ? await target.keyedExportNames(client) : { leftoverColumnsAreAttributes: true };
}

/** A key read (a value, or none: blank) goes into the baseline; a key the service lacks or a wrong one does not. */
function recordLine(baseline: BaselineRecorder, line: JournalRow, valueField: string, cell: unknown): void {
  if (line.key !== null && (line.state === 'pending' || line.state === 'unchanged'))
    baseline.add(line.key, valueField, cell);
}

/** The value column of a keyed export: its field, and whether its values are numbers (the target says). */
interface ValueColumn {
  field: string;
  numeric: boolean;
}

/** A cell of the sheet: quantities as numbers, attribute values as text. */
function valueCell(value: string | null, numeric: boolean): string | number | null {
  return value === null ? null : numeric ? Number(value) : value;
}

/**
 * A wide key sheet (SKU, Color, Material, Size; or SKU, DC 1, Berlin): every column as
 * given, each value column filled with the service's value of its attribute or DC (empty
 * where there is none), and a Note for a row whose keys are wrong. The layout an import
 * recognises as wide, so it reads back as Unchanged.
 */
async function writeWide(
  o: KeyedExportOptions,
  journal: Journal,
  headers: string[],
  valueColumns: CompiledColumn[],
  resource: string,
  value: ValueColumn,
  baseline: BaselineRecorder,
): Promise<{ rows: number; found: number; wide: number; out: string }> {
  const valueField = value.field;
  const isValue = new Set(valueColumns.map((c) => c.index));
  const writer = await createWorkbookWriter(o.out);
  try {
    const sheet = writer.addSheet(resource, [...headers, NOTE]);
    const it = journal.iterateInOrder();
    let next = it.next();
    let rows = 0,
      found = 0;
    for await (const row of (await openSheet(o.keysFile, o.sheet)).rows()) {
      const byColumn = new Map<string, JournalRow>();
      let whole: JournalRow | undefined;
      while (!next.done && next.value.row_number === row.rowNumber) {
        if (next.value.value_column === null) whole = next.value;
        else byColumn.set(next.value.value_column, next.value);
        next = it.next();
      }
      if (whole?.state === 'skipped' || (!whole && byColumn.size === 0)) continue; // blank rows are left out
      rows++;
      const notes = new Set<string>();
      const wholeNote = whole ? rowEnglish(lineMessage(whole)) : '';
      if (wholeNote) notes.add(wholeNote);
      const cells = headers.map((_, i) => {
        if (!isValue.has(i)) return row.cells[i] ?? '';
        const line = byColumn.get(headers[i]!);
        const cell = line?.state === 'pending' && line.old !== null ? valueCell(line.old, value.numeric) : null;
        if (line) recordLine(baseline, line, valueField, cell);
        if (cell !== null) {
          found++;
          return cell;
        }
        const note =
          line && line.state !== 'pending' && line.state !== 'unchanged' ? rowEnglish(lineMessage(line)) : '';
        if (note) notes.add(note);
        return null;
      });
      sheet.addRow([...cells, [...notes].join('; ')]);
      if (rows % 5000 === 0) {
        await writer.flush();
        checkAbort(o.signal, 'export');
      }
    }
    checkAbort(o.signal, 'export');
    await baseline.close(writer, o.out);
    return { rows, found, wide: valueColumns.length, out: o.out };
  } catch (err) {
    await writer.abort();
    throw err;
  }
}

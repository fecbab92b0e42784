// Keyed export: a sheet of keys (ProductID or SKU with DC, attribute names, order and field
// IDs) filled in with the service's current values, in a layout that imports back
// unchanged: the key columns as given, then the value under its exact field name. It runs
// the import's own stages (mapping, validation, SKU resolution, bulk pre-flight read) on a
// throw-away journal, as a delete would, which reads every key's current value and sends nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createWorkbookWriter, openSheet, type SheetOpenOptions } from '../../sheets/index.js';
import { checkAbort, type JobClient, type ProgressListener } from '../client.js';
import { Journal, type JournalRow } from '../journal/index.js';
import { autoMap, compileMapping, parseMapping, type MappingFile } from '../mapping/index.js';
import { ingest, preflight, resolveSkus } from '../plan/index.js';
import { importTarget } from '../targets.js';
import { ExportError } from './errors.js';

export interface KeyedExportOptions {
  client: JobClient;
  resource: string; // DCQuantities, AttributeValues, CustomFields
  keysFile: string;
  out: string;
  sheet?: SheetOpenOptions;
  mapping?: MappingFile;
  signal?: AbortSignal;
  onProgress?: ProgressListener;
}

export async function exportKeyed(o: KeyedExportOptions): Promise<{ rows: number; found: number; out: string }> {
  const target = importTarget(o.resource);
  if (!target.parent || !target.valueField)
    throw new ExportError(`A keyed export does not apply to ${target.resource}`, 'Use a list export for it.');
  const source = await openSheet(o.keysFile, o.sheet);
  await source.close();
  const keyFields = new Set([...target.entity.keys, 'Sku', 'ProfileID']);
  const base = o.mapping ?? autoMap(target.resource, source.headers, []).mapping;
  // Keys only: whatever maps to the value is ignored (the export fills it in).
  const mapping = parseMapping({
    ...base,
    operation: 'delete',
    columns: base.columns.filter((c) => c.field && keyFields.has(c.field)),
  });
  const compiled = compileMapping(mapping, source.headers);
  const dir = mkdtempSync(join(tmpdir(), 'cb-keyed-'));
  const journal = Journal.create(
    {
      status: 'created',
      resource: target.resource,
      operation: 'delete',
      file: o.keysFile,
      fileSha256: '',
      headers: source.headers,
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
  const progress = { ...(o.signal ? { signal: o.signal } : {}), ...(o.onProgress ? { onProgress: o.onProgress } : {}) };
  try {
    await ingest(journal, await openSheet(o.keysFile, o.sheet), compiled, progress);
    if (target.extraFields.includes('Sku')) await resolveSkus(journal, o.client, target, progress);
    await preflight(journal, o.client, target, 'delete', progress);
    // Drop a stale value column of the keys sheet (by name or by mapping) so the export has exactly one.
    const valueColumns = new Set(
      base.columns.filter((c) => c.field === target.valueField || c.unpivot).map((c) => c.column.trim().toLowerCase()),
    );
    valueColumns.add(target.valueField.toLowerCase());
    const keep = source.headers.map((h, i) => ({ h, i })).filter(({ h }) => !valueColumns.has(h.trim().toLowerCase()));
    const writer = await createWorkbookWriter(o.out);
    try {
      const sheet = writer.addSheet(target.resource, [...keep.map((k) => k.h), target.valueField, 'Note']);
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
        const value = line.state === 'pending' ? line.old : null;
        if (value !== null) found++;
        const cell = value === null ? null : target.valueField === 'AvailableQuantity' ? Number(value) : value;
        const note =
          line.state === 'pending'
            ? ''
            : line.state === 'unchanged'
              ? 'No value: this key has none in the service'
              : (line.message ?? '');
        sheet.addRow([...keep.map(({ i }) => row.cells[i] ?? ''), cell, note]);
        if (rows % 5000 === 0) {
          await writer.flush();
          checkAbort(o.signal, 'export');
        }
      }
      checkAbort(o.signal, 'export');
      await writer.close();
      return { rows, found, out: o.out };
    } catch (err) {
      // A stop or a failure while writing leaves no half-written file under the chosen name.
      await writer.abort();
      throw err;
    }
  } finally {
    journal.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

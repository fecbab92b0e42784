// Dev aid (not a target check): times the ingest's parts on one file without a sandbox:
// bare papaparse / our reader / read+map+validate (no journal) / full ingest into a journal.
// BENCH_ROWS=... BENCH_FORMAT=csv|xlsx BENCH_PART=bare,read,map,ingest,report tsx test/bench/ingest-stages.ts
// (or compiled, as the product runs: npx tsc -p tsconfig.bench.json && node .tmp/bench/test/bench/ingest-stages.js)
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Journal } from '../../main/journal/index.js';
import { compileMapping } from '../../main/jobs/mapping/apply.js';
import { ingest } from '../../main/jobs/ingest/ingest.js';
import { draftsForRow } from '../../main/jobs/mapping/apply.js';
import { validateDraft } from '../../main/jobs/validate/validate-row.js';
import { prepareImport } from '../../main/jobs/ingest/prepare-import.js';
import { openSheet } from '../../main/sheets/index.js';
import { writeReport } from '../../main/jobs/report/write-report.js';
import { importTarget } from '../../main/jobs/index.js';
import { writeCsv, writeXlsx } from './import-files.js';
import { bareParse, mb, StageMeter } from './import-measure.js';

const rows = Number(process.env.BENCH_ROWS ?? 200_000);
const format = process.env.BENCH_FORMAT ?? 'csv';
const parts = (process.env.BENCH_PART ?? 'bare,read,map,ingest').split(',');
const dir = mkdtempSync(join(tmpdir(), 'cb-ingest-stages-'));
// BENCH_FILE: a file written earlier (by another process, so its writing is not in this RSS),
// written there when missing.
const file = process.env.BENCH_FILE ?? join(dir, `stock.${format}`);
if (!existsSync(file)) {
  await (format === 'csv' ? writeCsv : writeXlsx)(file, rows, (p, dc) => (p * 7 + dc) % 100_000);
  if (process.env.BENCH_FILE) {
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  }
}
const prepared = await prepareImport({ file, resource: 'DCQuantities', store: null });
const rate = (t0: number) => Math.round(rows / ((performance.now() - t0) / 1000));
// Peak RSS per part, sampled every 50 ms.
const meter = new StageMeter();
const peak = (part: string) => {
  meter.sample();
  return `peak RSS ${mb(meter.peak.get(part))}`;
};
try {
  if (parts.includes('bare')) {
    const b = await bareParse(file);
    console.log(`bare parse      ${Math.round(b.rows / b.seconds)} rows/s`);
  }
  if (parts.includes('read')) {
    const t0 = performance.now();
    for await (const _ of (await openSheet(file)).rows());
    console.log(`openSheet rows  ${rate(t0)} rows/s`);
  }
  if (parts.includes('map')) {
    const src = await openSheet(file);
    const m = compileMapping(prepared.mapping, src.headers, importTarget(prepared.mapping.resource));
    const t0 = performance.now();
    let n = 0;
    for await (const r of src.rows())
      for (const d of draftsForRow(m, r.cells)) if (validateDraft(m, r.rowNumber, d).kind === 'valid') n++;
    console.log(`read+map+valid. ${rate(t0)} rows/s (${n} valid)`);
  }
  if (parts.includes('ingest')) {
    meter.enter('ingest');
    const src = await openSheet(file);
    const m = compileMapping(prepared.mapping, src.headers, importTarget(prepared.mapping.resource));
    const j = Journal.create(
      {
        status: 'created',
        resource: 'DCQuantities',
        operation: 'update',
        file,
        fileSha256: '',
        headers: src.headers,
        out: '',
        mapping: m.mapping,
        dryRun: false,
        preflight: true,
        timings: {},
        startedAt: '',
      },
      dir,
    );
    const t0 = performance.now();
    await ingest(j, src, m);
    console.log(`full ingest     ${rate(t0)} rows/s  ${peak('ingest')}`);
    if (parts.includes('report')) {
      for (const ext of ['csv', 'xlsx']) {
        meter.enter(`report-${ext}`);
        const t1 = performance.now();
        await writeReport(
          j,
          importTarget(j.data.resource),
          join(dir, `result.${ext}`),
          () => openSheet(file),
          () => [],
        );
        console.log(`report (${ext})    ${rate(t1)} rows/s  ${peak(`report-${ext}`)}`);
      }
    }
    j.close();
  }
} finally {
  meter.stop();
  rmSync(dir, { recursive: true, force: true });
}

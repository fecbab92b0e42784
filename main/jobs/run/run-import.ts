// A new import: the file read, mapped and checked against its target before a job exists,
// then the job created and run (run-job.ts). Only a mapping the user chose is remembered.
import { dirname, resolve } from 'node:path';
import { Journal, newJobRecord } from '../../journal/index.js';
import { fileSha256 } from '../ingest/file-hash.js';
import { prepareImport, type PreparedImport } from '../ingest/prepare-import.js';
import { compileMapping } from '../mapping/apply.js';
import { columnUses } from '../mapping/column-uses.js';
import { MappingStore } from '../mapping/fingerprint.js';
import { checkOutPath, outPathInTheWay, unusedOutPath } from '../report/out-path.js';
import type { ServiceNames } from '../service-names.js';
import { checkOperation, importTarget, readServiceNames } from '../targets/all-targets.js';
import type { ImportOptions, ImportOutcome } from './job-options.js';
import { JobError } from './job-errors.js';
import { runJob } from './run-job.js';
import { refuseWrongResource } from './wrong-resource.js';
import { betterResource } from './better-resource.js';
import { feedDcIds, refuseFullFeed } from './full-feed-check.js';
import { baselineOfImport, type JobBaseline } from '../baseline/job-baseline.js';

/** A new job, created from the file once it is read, mapped and checked; nothing run yet. */
export interface CreatedJob {
  journal: Journal;
  names: ServiceNames;
  prepared: PreparedImport;
  /** The --out asked for when another run's file held it (`out` is then a new name). */
  outTaken?: string;
  /** The export's baseline the file goes with, or none (an undo's own file: null, not asked). */
  baseline: JobBaseline | null;
}

/** Reads, maps and checks the file, then creates its job (the undo creates all its steps' jobs before it runs one). */
export async function createImportJob(opts: ImportOptions): Promise<CreatedJob> {
  checkOutPath(opts.out); // before anything is sent, not when the report is written
  const out = unusedOutPath(opts.out); // never another run's result or undo workbook
  const inTheWay = outPathInTheWay(opts.out); // what the message names: maybe only the undo workbook
  const target = importTarget(opts.resource);
  if (opts.fullFeed) refuseFullFeed(target);
  if (opts.duplicates === 'sum' && !target.valueField)
    throw new JobError(
      { id: 'errors:job.sumNoValue', params: { resource: target.resource } },
      { id: 'errors:job.sumNoValueHint' },
    );
  // Names help auto-mapping; a service that will not list them still imports by IDs.
  const names: ServiceNames =
    opts.serviceNames ?? (await readServiceNames(opts.client, target.resource).catch(() => ({ requests: 0 })));
  const prepared = await prepareImport({
    file: opts.file,
    resource: opts.resource,
    ...(opts.operation ? { operation: opts.operation } : {}),
    ...(opts.sheet ? { sheet: opts.sheet } : {}),
    ...(opts.headerRow ? { headerRow: opts.headerRow } : {}),
    ...(opts.mapping ? { mapping: opts.mapping } : {}),
    ...(opts.decimal ? { decimal: opts.decimal } : {}),
    store: opts.mappingStore === undefined ? new MappingStore() : opts.mappingStore,
    autoMap: {
      ...(names.distributionCenters ? { distributionCenters: names.distributionCenters } : {}),
      ...(names.attributeNames ? { attributeNames: names.attributeNames } : {}),
    },
  });
  refuseWrongResource(target, prepared);
  const feedDcs =
    opts.fullFeed && opts.fullFeedDcs?.length ? feedDcIds(opts.fullFeedDcs, names.distributionCenters) : null;
  const operation = checkOperation(target, prepared.mapping.operation);
  compileMapping(prepared.mapping, prepared.headers, target); // refuse a mapping that does not fit before a job exists
  // An undo's file is its own workbook, never an export: its conflicts are checked against the run it undoes.
  const place = { sheet: prepared.sheet, headerRow: prepared.headerRowNumber, headers: prepared.headers };
  const baseline = opts.undoOf
    ? null
    : await baselineOfImport(opts.file, place, { noBaseline: opts.noBaseline, connection: opts.connection });
  const sha256 = await fileSha256(opts.file);
  if (opts.expectSha256 !== undefined && sha256 !== opts.expectSha256)
    throw new JobError(
      { id: 'errors:job.notPickedUp', params: { file: opts.file, sha: sha256, expected: opts.expectSha256 } },
      { id: 'errors:job.notPickedUpHint' },
    );
  const data = newJobRecord({
    resource: target.resource,
    operation,
    file: opts.file,
    fileSha256: sha256,
    sheet: prepared.sheet,
    headerRow: prepared.headerRowNumber,
    headers: prepared.headers,
    out,
    mapping: prepared.mapping,
    dryRun: opts.dryRun ?? false,
    preflight: opts.preflight ?? target.preflightByDefault,
    ...(target.readsFiles ? { documents: resolve(opts.documents ?? dirname(opts.file)) } : {}),
    ...(opts.profile !== undefined ? { profile: opts.profile } : {}),
    ...(opts.undoOf ? { undoOf: opts.undoOf } : {}),
    ...(opts.overwriteNewer ? { overwriteNewer: true } : {}),
    ...(opts.fullFeed ? { fullFeed: true } : {}),
    ...(feedDcs ? { fullFeedDcs: feedDcs } : {}),
    ...(opts.duplicates ? { duplicates: opts.duplicates } : {}),
    ...baseline?.data,
    group: opts.group !== false && prepared.mapping.group !== false,
  });
  const journal = Journal.create(data, opts.jobsDir, opts.connection);
  opts.onJob?.(journal.data.id, { decimal: prepared.decimal, source: prepared.decimalSource });
  if (baseline) opts.onBaseline?.(baseline.line);
  // After `Job <id>` (the first line of the CLI's output, a contract), before any row is read or sent.
  opts.onColumns?.(columnUses(prepared.headers, prepared.mapping, prepared.suggestions, target));
  return { journal, names, prepared, baseline, ...(out !== opts.out ? { outTaken: inTheWay ?? opts.out } : {}) };
}

export async function runImport(opts: ImportOptions): Promise<ImportOutcome> {
  const { journal, names, prepared, outTaken, baseline } = await createImportJob(opts);
  try {
    const outcome = {
      ...(await runJob(journal, opts.client, {
        ...opts,
        ...(names.distributionCenters ? { knownDcs: names.distributionCenters } : {}),
        namesReads: names.requests,
      })),
      ...(outTaken ? { outTaken } : {}),
      ...(baseline ? { baseline: baseline.summary } : {}),
    };
    const better = betterResource(opts.resource, prepared, outcome.counts);
    if (better) outcome.betterResource = { asked: opts.resource, fits: better };
    // Only a mapping the user chose (a --mapping file, or one remembered from the app) is kept for
    // this layout: a wrong automatic guess must not stick to every later file with these headers.
    if (opts.mappingStore !== null && outcome.status === 'reported' && prepared.mappingSource !== 'automatic') {
      // A guessed decimal separator belongs to this file, not to every file with these headers.
      const { decimal: _guessed, ...chosen } = prepared.mapping;
      (opts.mappingStore ?? new MappingStore()).remember(
        prepared.headers,
        opts.decimal || opts.mapping?.decimal ? prepared.mapping : chosen,
      );
    }
    return outcome;
  } finally {
    journal.close();
  }
}

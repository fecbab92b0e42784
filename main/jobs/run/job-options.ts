// What a run is given and what it answers: the options of a new import and of a resume, and
// the outcome the CLI and the app present (counts, workbooks, exit code).
import type { Message } from '../../../shared/i18n/index.js';
import type { JobConnection } from '../../connection-refs/index.js';
import type { DuplicatesMode, JobStatus, KeyFigures, PlannedFigures, RowResult } from '../../journal/index.js';
import type { SheetSource } from '../../sheets/index.js';
import type { JobClient, ProgressListener } from '../engine-port.js';
import type { ColumnUse } from '../mapping/column-uses.js';
import type { KnownDc } from '../mapping/dc-headers.js';
import type { MappingStore } from '../mapping/fingerprint.js';
import type { MappingFile } from '../mapping/mapping-file.js';
import type { GuardrailLimits, MassChange } from '../plan/guardrails.js';
import type { ServiceNames } from '../service-names.js';
import type { PlanSummary } from '../vocabulary.js';
import type { OutageNotice } from './outage-notices.js';

/** The connection a job runs on, recorded in its journal so a resume finds the same one. */
export type ConnectionInfo = JobConnection;

export interface ImportOptions extends Pick<
  RunOptions,
  'allowMassChange' | 'guardrails' | 'onPlan' | 'beforeSend' | 'interimReport' | 'onOutage' | 'outageAfterMs'
> {
  file: string;
  /** The hash the caller read the file with (a watcher's picked file): a job whose file hashes otherwise is refused before it exists. */
  expectSha256?: string | undefined;
  resource: string;
  operation?: string | undefined;
  sheet?: string | undefined;
  headerRow?: number | undefined;
  mapping?: MappingFile | undefined;
  /** DistributionCenters: the profile new centers go into when a row names none (--profile). */
  profile?: number | undefined;
  /** An undo run (undo-run.ts): the job it undoes. */
  undoOf?: { job: string; dir: string } | undefined;
  /** The file's decimal separator for this run; default: the mapping's, else guessed from the file. */
  decimal?: '.' | ',' | undefined;
  out: string;
  dryRun?: boolean | undefined;
  /** Read current values first and skip unchanged rows (default on where the resource allows it). */
  preflight?: boolean | undefined;
  /** Group the values of one product into one request where the service allows it (default on; issue 11). */
  group?: boolean | undefined;
  /** A file exported with its baseline: send cells changed on the service since the export too (issue 26). */
  overwriteNewer?: boolean | undefined;
  /** Import without a baseline, even one found, and without refusing a file that looks like an export (--no-baseline, issue 41). */
  noBaseline?: boolean | undefined;
  /** Called once the job exists, with its one line about the baseline ("Baseline: exported ..." or "No baseline: ..."). */
  onBaseline?: ((line: Message) => void) | undefined;
  /** Full feed (issue 28, DCQuantities only): the profile's quantities the file does not list are set to 0. */
  fullFeed?: boolean | undefined;
  /** Full feed: the DCs the feed owns (IDs, Codes or Names); default: the DCs the file's lines name (issue 41). */
  fullFeedDcs?: readonly string[] | undefined;
  /** Rows of one key with different values (issue 41): default 'reject', both Invalid. */
  duplicates?: DuplicatesMode | undefined;
  client: JobClient;
  connection: ConnectionInfo;
  signal?: AbortSignal | undefined;
  onProgress?: ProgressListener | undefined;
  /** Called once the job exists, before any row is read (the CLI prints `Job <id>` and how numbers are read). */
  onJob?: ((id: string, numbers: { decimal: '.' | ','; source: string }) => void) | undefined;
  /** ChannelDocuments: the folder File cells are relative to (default: the sheet's own folder). */
  documents?: string | undefined;
  /** Where every column goes (mapped, unpivoted, ignored), before the job exists and anything is sent. */
  onColumns?: ((uses: ColumnUse[]) => void) | undefined;
  /** The DCs and attribute names auto-mapping recognises columns by; default: read from the service once. */
  serviceNames?: ServiceNames | undefined;
  /** null: neither read nor remember mappings. */
  mappingStore?: MappingStore | null | undefined;
  jobsDir?: string | undefined;
}

/** What a planned run would do (rows, invalid rows, zeros among the values it addresses), and its plan. */
export interface RunFigures extends PlannedFigures {
  plan: PlanSummary;
  /** Full feed: of `zeros`, the quantities not in the file. */
  fullFeedZeros: number;
  /** DCQuantities: the same figures per DC (`key`: its ID), each DC judged against its own quantities (issue 41). */
  byDc?: KeyFigures[];
}

export interface RunOptions {
  signal?: AbortSignal | undefined;
  onProgress?: ProgressListener | undefined;
  retryFailed?: boolean | undefined;
  /** Wraps every read of the job's file (ingest and report), e.g. so the report shows cells fixed in the app's review as sent. */
  wrapSource?: ((source: SheetSource) => SheetSource) | undefined;
  /** Interrupted while sending: still write the result (and undo) workbook of the rows done so far, the rest 'Not sent'. */
  interimReport?: boolean | undefined;
  /** Called with the plan once it is known, before anything is sent (and in a dry run). */
  onPlan?: ((plan: PlanSummary) => void) | undefined;
  /**
   * Called once the job is planned, before the guardrails and before anything is sent (not in
   * a dry run), with what the run would do: throwing refuses the run, nothing sent (a watcher's
   * guards learned from history, issue 28). The job stays planned.
   */
  beforeSend?: ((figures: RunFigures) => void) | undefined;
  /** Stop once planned (ingest and plan only; nothing sent, no guardrail checked): an undo plans all its steps first. */
  planOnly?: boolean | undefined;
  /** The person confirmed a mass change (many zeros, negative quantities, many deletes): send it. */
  allowMassChange?: boolean | undefined;
  /** The guardrails' limits; default DEFAULT_GUARDRAILS. */
  guardrails?: GuardrailLimits | undefined;
  /** The connection's DCs, when already read for this run (else read again before rows are checked). */
  knownDcs?: KnownDc[] | undefined;
  /** Requests spent reading those names (and the attribute names) for this run, counted in the plan. */
  namesReads?: number | undefined;
  /** The service has not answered for a while (said again as it goes on), or answers again (outage-notices.ts). */
  onOutage?: ((notice: OutageNotice) => void) | undefined;
  /** How long the service may stay silent before onOutage hears of it; default 30 s or COMMERCE_BULK_OUTAGE_AFTER_SECONDS. */
  outageAfterMs?: number | undefined;
}

export interface ImportOutcome {
  jobId: string;
  status: JobStatus;
  interrupted: boolean;
  /** A dry run: counts say what would happen; nothing was changed. */
  dryRun: boolean;
  counts: Record<RowResult, number> | null;
  plan: PlanSummary | null;
  out: string | null;
  undo: string | null;
  /** What the run decided about grouped writes and the user should read once (a refused action, the fallback). */
  notes: string[];
  /** 0 every row succeeded, 1 some failed or were invalid, 4 interrupted. */
  exitCode: 0 | 1 | 4;
  /** The file that kept the --out asked for (that result, its undo workbook or a .partial), when `out` is a new name. */
  outTaken?: string;
  /** A dry run that would cross the guardrails says how (a real run stops before sending instead). */
  massChange?: MassChange;
  /** A new import: the export's baseline it went with (when taken, from which connection), or null for none. */
  baseline?: { exportedAt: string; connection: string } | null;
  /** The run changed nothing: it has no undo workbook (`undo` is null), and says so. */
  nothingToUndo?: boolean;
  /** --retry-failed on a finished job with no failed row: nothing was sent or rewritten. */
  nothingToRetry?: boolean;
  /** Blank cells where the service holds a value, left as is (issue 32), and the marker that would clear them. */
  emptied?: { cells: number; marker: string };
  /** No row fit the resource `asked`, and the file's columns `fit` another (a guessed mapping only). */
  betterResource?: { asked: string; fits: string };
}

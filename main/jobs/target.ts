// What the engine knows of one importable resource, and the hooks through which it differs:
// keys per operation, its own checks, plan steps, how a lost create is verified, what its
// undo restores. Each resource fills this in its own file beside this one
// (dc-quantities.ts, distribution-centers.ts, ...); the stages take a target and call its
// hooks, and never ask which resource they hold. Types only: every stage may import this.
import type { Message } from '../../shared/i18n/index.js';
import type { EntityDef } from '../../shared/resources/index.js';
import type { GroupAction, Journal } from '../journal/index.js';
import type { ApiResult, JobClient, ProgressListener } from './engine-port.js';
import type { KnownDc, ServiceNames } from './service-names.js';
import type { ImportOperation, ImportResource, PlanSummary, PlanTiming, SendOutcome } from './vocabulary.js';

export type { ImportOperation, ImportResource };

/** How the current value of a row is read in bulk: GET /v1/<set>?$filter=ID eq ..&$expand=<expand>. */
export interface ParentRead {
  entitySet: 'Products' | 'Orders';
  idField: 'ProductID' | 'OrderID'; // the row field holding the parent's ID
  expand: 'DCQuantities' | 'Attributes' | 'CustomFields';
  childKey: 'DistributionCenterID' | 'Name' | 'FieldID'; // identifies the child within the parent
  /** The SKU look-up reads this parent itself (a product), so it may bring the children along. */
  readBySku: boolean;
}

/** A rule of the resource beyond its field types, broken by one row. */
export interface RowRuleIssue {
  field: string;
  value: string;
  rule: string;
  message: Message;
  fix: Message;
}

/**
 * What every stage is handed (stage-context.ts builds one): the job's journal, the client, the
 * target found where the run began, the operation, and how the stage is stopped and reports.
 */
export interface StageContext {
  journal: Journal;
  client: JobClient;
  target: ImportTarget;
  operation: ImportOperation;
  signal?: AbortSignal;
  onProgress?: ProgressListener;
}

/** A step of the plan that reads the service; returns the requests it spent. */
export type PlanStep = (ctx: StageContext) => Promise<{ requests: number }>;

/** The stages a resource may replace whole (a PDF upload is no $batch of JSON writes). */
export interface TargetStages {
  plan(ctx: StageContext, timing: PlanTiming): Promise<PlanSummary>;
  send(ctx: StageContext): Promise<SendOutcome>;
  /** Settles the rows whose answer was lost ('sent') before anything is sent again; times what it reads. */
  recheck(ctx: StageContext, timing: PlanTiming): Promise<void>;
}

/** Rows an undo run is about to write again, with what the undone run set for each. */
export interface UndoRow {
  fields: Record<string, unknown>;
}

/** What changed on the service since a run set `set`: one phrase per change, none when nothing did. */
export type ChangesSince = (row: UndoRow, set: Record<string, unknown>) => string[];

export interface ImportTarget {
  resource: ImportResource;
  entity: EntityDef;
  operations: ImportOperation[];
  defaultOperation: ImportOperation;
  /** The single field a row changes (AvailableQuantity, Value); null where a row sets many. */
  valueField: string | null;
  /** Its value is a number (a quantity): undo and export sheets write it as one; absent: text. */
  numericValue?: boolean;
  /** Mapping may name these besides the entity's fields; Sku resolves to ProductID; a DC's ProfileID picks its profile. */
  extraFields: string[];
  /**
   * Header words that mean one of this target's fields here only, beside the shared SYNONYMS:
   * a ChannelDocuments list's ID is its order's ID (service-behaviour.md), a CustomField's is not.
   */
  headerWords?: Record<string, string[]>;
  parent: ParentRead | null;
  /** The key a wide layout's headers name (one column per DC, attribute or field). */
  unpivotKey: string | null;
  /**
   * The field holding a distribution center's ID: its cells and a wide layout's headers may
   * name the DC by its Name, Code or words, and a cell that is no DC lists the DCs there are.
   */
  dcField?: string;
  /** The key naming a custom field: 'Field 201' headers and names learnt from the user's mappings map to it. */
  customFieldKey?: string;
  /** Whether a row must carry the entity's keys for this operation (no: the plan finds it by a natural key). */
  rowsCarryKeys(operation: ImportOperation): boolean;
  /**
   * Under this operation a row that gives every key anyway (the ID column of an export) names
   * an entity that exists: the keys leave its body, which is checked as an update's. Absent:
   * never (a key in a create body stays an error).
   */
  keyedRowsUpdate?(operation: ImportOperation): boolean;
  /** ProfileID names the profile a new entity is created in; it is not a field of the entity's body. */
  profilePicksNew: boolean;
  /** The resource's rules beyond its field types. */
  rowIssues?(operation: ImportOperation, fields: Record<string, unknown>): RowRuleIssue[];
  /** Read current values before planning unless told not to (unchanged rows are skipped, old values kept for undo). */
  preflightByDefault: boolean;
  /** Cells name files in a folder the job records (default: the sheet's own folder). */
  readsFiles: boolean;
  /** Why a run has no undo workbook, said once per run and on the Summary sheet; absent: it has one. */
  noUndo?: string;
  /** An empty sheet with the headers an import of it recognises (`export --template`); absent: none. */
  template?: {
    label: string;
    headers(client: JobClient): Promise<string[]>;
  };
  /** Why a column that matched nothing is ignored, and how to take it in by hand. */
  ignoredColumnReason: string;
  /**
   * A file shaped for another resource (a stock export imported as attribute values): the
   * resource it looks like and the columns that say so; null when it does not. Asked only of
   * an automatic mapping that would write no value, before a job exists.
   */
  looksLikeOther?(headers: string[], samples: string[][]): { resource: ImportResource; columns: string[] } | null;
  /**
   * The child key belongs to one profile (a distribution center, a custom field definition):
   * the pre-flight refuses a row whose parent is in another profile, as the service would
   * (plan/key-owners.ts). The nouns its messages use.
   */
  keyOfProfile?: { key: string; parent: string };
  /** Names the service already knows that auto-mapping recognises columns by (and messages name). */
  serviceNames?(client: JobClient): Promise<ServiceNames>;
  /** Messages about its rows name the connection's DCs: read them before the rows are checked. */
  namesDcsInMessages: boolean;
  /** Plan steps of its own, in the generic plan's order. */
  planSteps: {
    /** Keys that name something the service lacks are Invalid (resolve stage). */
    checkKeys?: PlanStep;
    /** Rows found by a natural key get the entity's ID (before duplicates are skipped). */
    matchExisting?: PlanStep;
    /** The pre-flight read, where the resource has no parent listing to read in bulk. */
    preflight?: PlanStep;
  };
  /** Stages it replaces whole. */
  stages?: Partial<TargetStages>;
  /** The grouped write (one request for many values of one parent) for this operation, if any. */
  groupAction?(operation: ImportOperation): GroupAction | null;
  /** The guardrails on zeroed and negative quantities apply to its value field. */
  guardsQuantities: boolean;
  /** The guardrails also count each child key's zeros apart (each DC's, issue 41). */
  guardsPerChild?: boolean;
  /** Full-feed mode (issue 28) may set to 0 the values a file no longer lists: its value has a "none left". */
  fullFeed?: boolean;
  /**
   * What a keyed export's mapping of the keys file knows: the connection's DCs, so a column
   * 'Berlin' is that DC's. Absent: every column left over names a key to read (an attribute).
   */
  keyedExportNames?(client: JobClient): Promise<{ distributionCenters: KnownDc[] }>;
  /** The field whose values are the service's attribute names (the Map step offers them). */
  attributeNameField?: string;
  /** A create with no natural idempotency: a read that tells, after a lost answer, whether it landed. */
  verifyCreate?(client: JobClient, body: Record<string, unknown>): (() => Promise<ApiResult | null>) | undefined;
  /** A created entity's ID is kept: the result workbook names it in this column, the undo deletes by it. */
  createdIdColumn?: string;
  /** How its undo workbook is imported back. */
  undo: {
    /** The operation that restores old values. */
    restore: ImportOperation;
    /** The Delete sheet names only keys (the rest of the row is ignored). */
    deleteByKeysOnly: boolean;
    /** Reads what changed since the undone run, where the generic parent read does not apply. */
    changesSince?(client: JobClient, rows: UndoRow[]): Promise<ChangesSince>;
  };
}

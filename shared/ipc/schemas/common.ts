// Building blocks shared by the contract's schemas.
import * as z from 'zod';
import type { Message, ShownText } from '../../i18n/index.js';
import { IMPORT_OPERATIONS, IMPORT_RESOURCES } from '../../resources/index.js';
import { FAILURE_REASONS } from '../define.js';

export const empty = z.object({}).strict();
export const id = z.string().min(1).max(200);
/**
 * A job id as main makes them (20261129-041503-3fa9c1): it names a journal file, so a request
 * with anything else (a ../, a separator) is refused before a path is built (issue 39).
 */
export const jobId = z.string().regex(/^\d{8}-\d{6}-[0-9a-f]{6}$/, 'not a job id');
/** A run of an automation's history (a UUID, main/automation/saved/run-record.ts). */
export const runId = z.string().uuid();
export const filePath = z.string().min(1).max(4096);
export const ok = z.object({ ok: z.literal(true) });
/** A window of rows: rows never cross IPC in bulk, the renderer asks for what it shows. */
export const windowOf = { offset: z.number().int().min(0), limit: z.number().int().min(1).max(1000) };
/** Where a save went, for the renderer to show (main never takes it back as a path). */
export const savedPath = z.object({ path: filePath.nullable() });
/**
 * The renderer names files only by the opaque tokens main handed out for what the user chose
 * (picked, dropped, opened by the OS, or a save dialog's answer); never by a path.
 */
export const fileToken = z.string().min(1).max(4096);
export const FileRef = z.object({
  token: fileToken,
  /** For showing only: the file's name and its path. */
  name: z.string(),
  path: z.string(),
  /** file / folder: chosen to read; save: chosen in a save dialog to write. */
  kind: z.enum(['file', 'folder', 'save']),
});
export type FileRef = z.infer<typeof FileRef>;
/** A dialog's answer: the chosen file's grant, null when cancelled. */
export const pickedFile = z.object({ file: FileRef.nullable() });

/** A sheet row's verdicts, in the order the report counts them ('Partly updated': some cells written, some failed). */
export const RESULTS = [
  'Created',
  'Updated',
  'Partly updated',
  'Deleted',
  'Unchanged',
  'Skipped',
  'Invalid',
  'Failed',
] as const;
export const RowResult = z.enum(RESULTS);
export type RowResult = z.infer<typeof RowResult>;
export const Counts = z.record(z.string(), z.number().int());

export const RESOURCES = IMPORT_RESOURCES;
export const Resource = z.enum(IMPORT_RESOURCES);
export const Operation = z.enum(IMPORT_OPERATIONS);
export type Resource = z.infer<typeof Resource>;
export type Operation = z.infer<typeof Operation>;

/**
 * A message as data (shared/i18n/message.ts, issue 40): an id and its parameters, nested
 * messages as nested objects. Main sends these; the renderer puts them into the user's words.
 */
export const message: z.ZodType<Message> = z.lazy(() =>
  z.object({
    id: z.string().min(1).max(200),
    params: z.record(z.string(), z.union([z.string(), z.number(), message, z.array(message)])).optional(),
  }),
);
/** A message, or a text nobody wrote here (a service's own words, an older journal's English). */
export const shownText: z.ZodType<ShownText> = z.union([message, z.object({ text: z.string() })]);

/**
 * A failed call as the renderer reads it (define.ts IpcErrorShape): the English, and a
 * UserError's message and hint as data for the screen to render in the user's language.
 */
export const ipcErrorShape = z.object({
  code: z.enum(['invalid-payload', 'unknown-channel', 'untrusted-sender', 'not-granted', 'failed']),
  message: z.string(),
  hint: z.string().optional(),
  reason: z.enum(FAILURE_REASONS).optional(),
  shownMessage: shownText.optional(),
  shownHint: shownText.optional(),
});

// Files: picked with the OS dialog, dropped or opened by the OS (each a grant main hands out:
// see FileRef), inspected for sheets, header row and first rows.
import * as z from 'zod';
import { channel } from '../define.js';
import { empty, FileRef, filePath, fileToken, pickedFile, Resource } from './common.js';

export const SheetPreview = z.object({
  /** The grant the file was inspected by, passed on to mapping.suggest and review.open. */
  file: fileToken,
  fileName: z.string(),
  format: z.enum(['csv', 'xlsx']),
  sheets: z.array(z.string()),
  sheet: z.string(),
  headerRowNumber: z.number().int().positive(),
  headers: z.array(z.string()),
  rows: z.array(z.object({ rowNumber: z.number().int(), cells: z.array(z.string()) })),
});
export type SheetPreview = z.infer<typeof SheetPreview>;

const fileFilter = z.object({ name: z.string().max(100), extensions: z.array(z.string().max(10)).max(10) });

export const fileChannels = {
  'files.pick': channel(
    z.object({ purpose: z.enum(['spreadsheet', 'mapping']).default('spreadsheet') }).strict(),
    pickedFile,
  ),
  'files.inspect': channel(
    z
      .object({
        file: fileToken,
        sheet: z.string().max(255).optional(),
        headerRow: z.number().int().positive().max(1000).optional(),
      })
      .strict(),
    SheetPreview,
  ),
  /** The OS folder dialog: the folder of PDFs a ChannelDocuments sheet names. */
  'files.pickFolder': channel(empty, pickedFile),
  /** A file the OS asked the app to open (double-click, open-with, argv) that the UI has not taken yet. */
  'files.pending': channel(empty, pickedFile),
  /** The first screen's sample files (assets/samples), each with the resource it imports into. */
  'files.samples': channel(empty, z.object({ samples: z.array(z.object({ name: z.string(), resource: Resource })) })),
  /** A grant to read one sample, by its name from files.samples (no path: the renderer names none). */
  'files.openSample': channel(z.object({ name: z.string().min(1).max(100) }).strict(), pickedFile),
  /** The files last opened into the import flow, newest first; `exists` false for one moved or deleted. */
  'files.recent': channel(
    empty,
    z.object({
      files: z.array(z.object({ path: filePath, name: z.string(), openedAt: z.string(), exists: z.boolean() })),
    }),
  ),
  /** A grant to read a file of files.recent; `missing` when it no longer exists (file null then). */
  'files.openRecent': channel(
    z.object({ path: filePath }).strict(),
    z.object({ file: FileRef.nullable(), missing: z.boolean() }),
  ),
  /** The OS save dialog: a grant of kind 'save', for the `target` of a save. */
  'dialogs.saveAs': channel(
    z.object({ defaultName: z.string().min(1).max(255), filters: z.array(fileFilter).max(5).default([]) }).strict(),
    pickedFile,
  ),
} as const;

export const fileEvents = {
  /** The OS opened a file with the app while it was running. */
  'files.opened': FileRef,
} as const;

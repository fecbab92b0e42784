// Files: picked with the OS dialog or dropped (a path), inspected for sheets, header row and first rows.
import { z } from 'zod';
import { channel } from '../define.js';
import { empty, filePath, savedPath } from './common.js';

export const SheetPreview = z.object({
  path: filePath,
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
    savedPath,
  ),
  'files.inspect': channel(
    z
      .object({
        path: filePath,
        sheet: z.string().max(255).optional(),
        headerRow: z.number().int().positive().max(1000).optional(),
      })
      .strict(),
    SheetPreview,
  ),
  /** Whether a dropped path is a file (a sheet) or a folder (the PDFs of a ChannelDocuments import). */
  'files.kind': channel(
    z.object({ path: filePath }).strict(),
    z.object({ kind: z.enum(['file', 'folder', 'missing']) }),
  ),
  /** The OS folder dialog: the folder of PDFs a ChannelDocuments sheet names. */
  'files.pickFolder': channel(empty, savedPath),
  /** A file the OS asked the app to open (double-click, open-with, argv) that the UI has not taken yet. */
  'files.pending': channel(empty, savedPath),
  'dialogs.saveAs': channel(
    z.object({ defaultName: z.string().min(1).max(255), filters: z.array(fileFilter).max(5).default([]) }).strict(),
    savedPath,
  ),
} as const;

export const fileEvents = {
  /** The OS opened a file with the app while it was running. */
  'files.opened': z.object({ path: filePath }),
} as const;

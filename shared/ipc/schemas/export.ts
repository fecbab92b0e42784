// Export: the service's lists, the whole catalogue (AttributeValues, DCQuantities) or an
// empty template to XLSX or CSV: pick one, filter, columns and order, see the first page,
// save with progress events.
import * as z from 'zod';
import { channel } from '../define.js';
import { empty, filePath, fileToken, id, shownText } from './common.js';

export const ExportList = z.object({
  id: z.string(),
  label: z.string(),
  /** list: a service list; catalogue: every product, one column per attribute or DC; template: an empty sheet to import into. */
  kind: z.enum(['list', 'catalogue', 'template']),
  /** The fields a filter may use (a catalogue export filters Products); none for a template. */
  filterable: z.array(z.string()),
  columns: z.array(z.string()),
  orderable: z.array(z.string()),
  expandable: z.array(z.string()),
  /** A catalogue's value columns: one per distribution center or one per attribute name. */
  columnsPer: z.enum(['distributionCenter', 'attribute']).optional(),
});
export type ExportList = z.infer<typeof ExportList>;

export const ExportQuery = z.object({
  list: z.string().min(1).max(100),
  filter: z.string().max(4000).optional(),
  select: z.array(z.string().max(100)).max(200).optional(),
  orderby: z
    .array(z.object({ property: z.string().max(100), desc: z.boolean() }))
    .max(10)
    .optional(),
  expand: z.array(z.string().max(100)).max(10).optional(),
});
export type ExportQuery = z.infer<typeof ExportQuery>;

export const exportChannels = {
  'export.lists': channel(empty, z.object({ lists: z.array(ExportList) })),
  'export.preview': channel(
    ExportQuery.extend({ top: z.number().int().min(1).max(500).default(50) }).strict(),
    z.object({ columns: z.array(z.string()), rows: z.array(z.array(z.string())), count: z.number().int().nullable() }),
  ),
  /** Saves to `target` (a dialogs.saveAs grant), or asks where with the save dialog when absent (null: cancelled). */
  'export.save': channel(
    ExportQuery.extend({ target: fileToken.optional(), format: z.enum(['xlsx', 'csv']).default('xlsx') }).strict(),
    z.object({ exportId: id.nullable(), path: filePath.nullable(), rows: z.number().int() }),
  ),
  /** Stops a running save (its id comes with export.progress); the save then fails and leaves no file. */
  'export.cancel': channel(z.object({ exportId: id }).strict(), z.object({ stopped: z.boolean() })),
} as const;

export const exportEvents = {
  'export.progress': z.object({
    exportId: id,
    rows: z.number().int(),
    done: z.boolean(),
    error: z.string().optional(),
    /** The error as data (issue 40), for the window to say in the user's language. */
    shownError: shownText.optional(),
  }),
} as const;

// The mapping file: a versioned JSON document saying which column feeds which field, what
// to do with blank cells, constants and enum value maps. Validated with zod so a hand-edited
// file fails with a message naming the bad entry.
import { MB, readBoundedText, writeWhole } from '../../files/index.js';
import * as z from 'zod';
import { IMPORT_OPERATIONS, IMPORT_RESOURCES } from '../../../shared/resources/index.js';

const blankPolicy = z.enum(['skip', 'clear']);

const columnSchema = z
  .object({
    column: z.string().min(1),
    /** Field this column feeds ('AvailableQuantity', 'Sku', ...). */
    field: z.string().min(1).optional(),
    /** Wide layout: this column's cells are the target's value for one key, e.g. {key:'DistributionCenterID', value:'3'}. */
    unpivot: z.object({ key: z.string().min(1), value: z.string() }).optional(),
    blank: blankPolicy.default('skip'),
  })
  .refine((c) => (c.field === undefined) !== (c.unpivot === undefined), {
    message: 'each column needs exactly one of "field" or "unpivot"',
  });

export const mappingFileSchema = z.object({
  version: z.literal(1),
  resource: z.enum(IMPORT_RESOURCES),
  operation: z.enum(IMPORT_OPERATIONS),
  sheet: z.string().optional(),
  headerRow: z.number().int().positive().optional(),
  columns: z.array(columnSchema),
  constants: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).default({}),
  valueMaps: z.record(z.string(), z.record(z.string(), z.string())).default({}),
  /**
   * How a CSV file writes numbers: '.' or ',' as the decimal separator. Absent: guessed per
   * file (a ';' delimiter or a decimal comma in the first rows means ','). XLSX numbers are
   * stored as numbers and read with '.', whatever this says.
   */
  decimal: z.enum(['.', ',']).optional(),
  /** false: one request per value, never grouped (issue 11; the CLI's --no-group). Absent: grouped. */
  group: z.boolean().optional(),
  /**
   * The per-cell clear marker (issue 32): a cell holding exactly this text (case and surrounding
   * spaces ignored) clears that one value. Absent: #CLEAR. '' turns the marker off.
   */
  clear: z.string().max(100).optional(),
});

export type MappingFile = z.infer<typeof mappingFileSchema>;
export type ColumnMapping = MappingFile['columns'][number];

export class MappingFileError extends Error {
  constructor(
    message: string,
    readonly file?: string,
  ) {
    super(message);
    this.name = 'MappingFileError';
  }
}

export function parseMapping(json: unknown, file?: string): MappingFile {
  const result = mappingFileSchema.safeParse(json);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    throw new MappingFileError(
      `Mapping${file ? ` file ${file}` : ''} is not valid: ${problems}. Fix the entries named, or save a new mapping from an import.`,
      file,
    );
  }
  return result.data;
}

/** A mapping names some dozens of columns; a bound keeps a device or a huge file out. */
export const MAX_MAPPING_BYTES = 4 * MB;

export async function loadMappingFile(path: string): Promise<MappingFile> {
  let text: string;
  try {
    text = readBoundedText(path, MAX_MAPPING_BYTES);
  } catch (err) {
    throw new MappingFileError(
      `Cannot read mapping file ${path}: ${(err as Error).message}. Check the path: a JSON file of at most ${MAX_MAPPING_BYTES / MB} MB.`,
      path,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new MappingFileError(`Mapping file ${path} is not JSON: ${(err as Error).message}.`, path);
  }
  return parseMapping(json, path);
}

/** Writes the mapping file whole or not at all (main/files). */
export async function saveMappingFile(path: string, mapping: MappingFile): Promise<void> {
  await writeWhole(path, `${JSON.stringify(parseMapping(mapping), null, 2)}\n`);
}

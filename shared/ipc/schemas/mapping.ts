// Target and mapping: the resource and operation suggested from the headers, every column
// with its suggested field, confidence and samples; mapping files saved, loaded, remembered.
import * as z from 'zod';
import { channel } from '../define.js';
import { filePath, fileToken, message, Operation, Resource, savedPath } from './common.js';

export const MappingColumn = z.object({
  column: z.string().min(1).max(500),
  field: z.string().min(1).max(100).optional(),
  unpivot: z.object({ key: z.string().min(1).max(100), value: z.string().max(500) }).optional(),
  blank: z.enum(['skip', 'clear']).default('skip'),
});
/** The same shape as the engine's versioned mapping file (main/jobs/mapping/mapping-file.ts). */
export const Mapping = z.object({
  version: z.literal(1),
  resource: Resource,
  operation: Operation,
  sheet: z.string().optional(),
  headerRow: z.number().int().positive().optional(),
  columns: z.array(MappingColumn).max(20_000),
  constants: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).default({}),
  valueMaps: z.record(z.string(), z.record(z.string(), z.string())).default({}),
  /** How the file writes numbers: '.' or ',' as the decimal separator (guessed when absent). */
  decimal: z.enum(['.', ',']).optional(),
  /** The text of a cell that clears its value (#CLEAR when absent; '' none). */
  clear: z.string().max(100).optional(),
});
export type Mapping = z.infer<typeof Mapping>;
export type MappingColumn = z.infer<typeof MappingColumn>;

export const TargetField = z.object({
  name: z.string(),
  type: z.string(),
  key: z.boolean(),
  enumValues: z.array(z.string()).optional(),
});
export const TargetInfo = z.object({
  resource: Resource,
  operations: z.array(Operation),
  defaultOperation: Operation,
  fields: z.array(TargetField),
  /** The key a wide layout's columns name (one column per DC, attribute or field). */
  unpivotKey: z.string().nullable(),
  resolvesSku: z.boolean(),
  /** The field a row may name its parent by instead of its ID (Sku for ProductID), if any. */
  lookup: z.object({ field: z.string(), idField: z.string() }).nullable(),
  /** The field holding a distribution center's ID (the Map step offers the connection's DCs), if any. */
  dcField: z.string().nullable(),
  /** Its cells name files in a folder the job records (VAT documents): the Map step asks for the folder. */
  readsFiles: z.boolean(),
  /** The field whose values are the connection's attribute names (the Map step offers them), if any. */
  attributeNameField: z.string().nullable(),
});
export type TargetInfo = z.infer<typeof TargetInfo>;

export const ColumnSuggestion = z.object({
  column: z.string(),
  index: z.number().int(),
  field: z.string().optional(),
  unpivot: z.object({ key: z.string(), value: z.string() }).optional(),
  confidence: z.number(),
  via: z.enum(['exact', 'synonym', 'unpivot', 'fuzzy', 'none']),
  /** Why auto-mapping left the column out or doubts it, as data for the user's language. */
  warning: message.optional(),
  samples: z.array(z.string()),
  /**
   * The column's distinct non-blank values in the file's first rows (up to 200; absent: more
   * than that), so the Map step lists the value-map entries this file uses, not every DC.
   */
  values: z.array(z.string()).max(200).optional(),
});
export type ColumnSuggestion = z.infer<typeof ColumnSuggestion>;

/** A distribution center of the connection, as the Map step offers it: 'Berlin' means 1. */
export const ServiceDc = z.object({
  id: z.number().int(),
  name: z.string().nullable().optional(),
  code: z.string().nullable().optional(),
});
export type ServiceDc = z.infer<typeof ServiceDc>;

const fileRef = {
  file: fileToken,
  sheet: z.string().max(255).optional(),
  headerRow: z.number().int().positive().max(1000).optional(),
};

export const mappingChannels = {
  'mapping.suggest': channel(
    z.object({ ...fileRef, resource: Resource.optional(), operation: Operation.optional() }).strict(),
    z.object({
      resource: Resource,
      operation: Operation,
      suggestedResource: Resource,
      targets: z.array(TargetInfo),
      columns: z.array(ColumnSuggestion),
      mapping: Mapping,
      mappingSource: z.enum(['remembered', 'automatic']),
      /** Why mapping.decimal is what it is ("guessed from the ';' delimiter", "from the mapping"), shown on the Map step. */
      decimalSource: z.string().optional(),
      /** The connection's distribution centers (DCQuantities), so the Map step offers them for DC columns and value maps. */
      distributionCenters: z.array(ServiceDc).optional(),
      /** The attribute names the products carry (AttributeValues), offered for attribute columns. */
      attributeNames: z.array(z.string()).optional(),
    }),
  ),
  /** Saves to `target` (a dialogs.saveAs grant), or asks where with the save dialog when absent (null: cancelled). */
  'mapping.save': channel(z.object({ mapping: Mapping, target: fileToken.optional() }).strict(), savedPath),
  /** Loads `file` (a grant), or asks which with the open dialog when absent. */
  'mapping.load': channel(
    z.object({ file: fileToken.optional() }).strict(),
    z.object({ path: filePath.nullable(), mapping: Mapping.nullable() }),
  ),
} as const;

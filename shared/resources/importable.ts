// The resources a spreadsheet can be imported into, and the operations an import names: the
// one list the engine's targets (main/jobs/targets/), the mapping file's schema, the IPC
// contract, the CLI's choices and the export's templates all derive from.
export const IMPORT_RESOURCES = [
  'DCQuantities',
  'AttributeValues',
  'CustomFields',
  'DistributionCenters',
  'ChannelDocuments',
] as const;
export type ImportResource = (typeof IMPORT_RESOURCES)[number];

export const IMPORT_OPERATIONS = ['upsert', 'update', 'delete', 'create'] as const;
export type ImportOperation = (typeof IMPORT_OPERATIONS)[number];

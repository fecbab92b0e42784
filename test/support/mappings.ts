// Mapping files for the grouped-writes tests: the long (one value per row) and wide (one
// column per attribute or DC) layouts of attribute values and DC quantities.
import type { MappingFile } from '../../main/jobs/mapping/mapping-file.js';

export function longAttributes(): MappingFile {
  return {
    version: 1,
    resource: 'AttributeValues',
    operation: 'upsert',
    constants: {},
    valueMaps: {},
    columns: [
      { column: 'Product ID', field: 'ProductID', blank: 'skip' },
      { column: 'Name', field: 'Name', blank: 'skip' },
      { column: 'Value', field: 'Value', blank: 'skip' },
    ],
  };
}

export function wideAttributes(names: string[], group?: boolean): MappingFile {
  return {
    version: 1,
    resource: 'AttributeValues',
    operation: 'upsert',
    constants: {},
    valueMaps: {},
    ...(group === undefined ? {} : { group }),
    columns: [
      { column: 'Product ID', field: 'ProductID', blank: 'skip' },
      ...names.map((n) => ({ column: n, unpivot: { key: 'Name', value: n }, blank: 'skip' as const })),
    ],
  };
}

export function longQuantities(): MappingFile {
  return {
    version: 1,
    resource: 'DCQuantities',
    operation: 'upsert',
    constants: {},
    valueMaps: {},
    columns: [
      { column: 'Product ID', field: 'ProductID', blank: 'skip' },
      { column: 'DC', field: 'DistributionCenterID', blank: 'skip' },
      { column: 'Qty', field: 'AvailableQuantity', blank: 'skip' },
    ],
  };
}

export function wideQuantities(dcs: number[]): MappingFile {
  return {
    version: 1,
    resource: 'DCQuantities',
    operation: 'upsert',
    constants: {},
    valueMaps: {},
    columns: [
      { column: 'Product ID', field: 'ProductID', blank: 'skip' },
      ...dcs.map((d) => ({
        column: `DC ${d}`,
        unpivot: { key: 'DistributionCenterID', value: String(d) },
        blank: 'skip' as const,
      })),
    ],
  };
}

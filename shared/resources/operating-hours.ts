// service-spec.md 2 "OperatingHours", 4.6 (list only); service-behaviour.md: key
// (DistributionCenterID, DayID), DayID Sunday..Saturday, OpenTime/CloseTime nullable 'HH:mm'.
import { READ_ONLY_OPS, enumOf, int32, readOnlyFields, text } from './fields.js';
import type { EntityDef, FieldPattern } from './types.js';

// Inferred format (service-behaviour.md): 24-hour clock, two-digit hour and minute.
const HH_MM: FieldPattern = { regex: /^([01]\d|2[0-3]):[0-5]\d$/, description: '24-hour time HH:mm', example: '08:30' };

const fields = readOnlyFields([
  int32('DistributionCenterID', { key: true }),
  enumOf('DayID', 'DayOfWeek', { key: true }),
  text('OpenTime', { nullable: true, pattern: HH_MM }),
  text('CloseTime', { nullable: true, pattern: HH_MM }),
]);
const names = fields.map((f) => f.name);

export const OperatingHours: EntityDef = {
  name: 'OperatingHours',
  entitySet: 'DistributionCenterOperatingHours',
  path: '/v1/DistributionCenterOperatingHours',
  keys: ['DistributionCenterID', 'DayID'],
  fields,
  navigation: [],
  // The spec shows only the list endpoint; hours are reached otherwise via DistributionCenters?$expand.
  operations: { ...READ_ONLY_OPS, get: false },
  createIsUpsert: false,
  list: { select: names, orderby: names, expand: ['*'] },
  scope: 'inventory',
  readOnly: true,
};

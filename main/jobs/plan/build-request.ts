// One request per row, of the chosen operation, from the row's validated fields.
import { formatEntityPath, type KeyValue } from '../../../shared/odata/index.js';
import { PROFILE_ID } from '../../../shared/resources/index.js';
import type { ApiRequest } from '../engine-port.js';
import type { ImportOperation, ImportTarget } from '../target.js';

export function buildRequest(
  target: ImportTarget,
  operation: ImportOperation,
  fields: Record<string, unknown>,
): ApiRequest {
  const { entity } = target;
  const keyPath = (): string => {
    const keys: Record<string, KeyValue> = {};
    for (const k of entity.keys) keys[k] = fields[k] as KeyValue;
    return `/v1/${formatEntityPath(entity.entitySet, keys, entity.keys)}`;
  };
  switch (operation) {
    case 'upsert':
    case 'create':
      // Absolute values only, so repeating an upsert is safe; a create is not.
      return { method: 'POST', path: entity.path, body: fields, idempotent: operation === 'upsert' };
    case 'update': {
      const body = Object.fromEntries(
        Object.entries(fields).filter(([k]) => !entity.keys.includes(k) && k !== PROFILE_ID),
      );
      return { method: 'PATCH', path: keyPath(), body, idempotent: true };
    }
    case 'delete':
      return { method: 'DELETE', path: keyPath(), idempotent: true };
  }
}

/** The value a row sets, as shown in the report's New Value column. */
export function newValueText(
  target: ImportTarget,
  operation: ImportOperation,
  fields: Record<string, unknown>,
): string | null {
  if (operation === 'delete') return null;
  if (target.valueField) {
    const v = fields[target.valueField];
    return v === undefined || v === null ? '' : String(v);
  }
  return Object.entries(fields)
    .map(([k, v]) => `${k}=${v === null ? '' : String(v)}`)
    .join('; ');
}

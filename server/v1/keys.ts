// Turns a parsed key segment into a record keyed by the entity's exact key names, checking
// that every key field is present and of the right type (int32 keys must be integers).
import { quoteString, type EntityKey } from '../../shared/odata/index.js';
import { INT32_MAX, INT32_MIN, fieldOf, type EntityDef } from '../../shared/resources/index.js';
import { invalidField } from '../http/errors.js';

export type Key = Record<string, string | number>;

export function normaliseKey(entity: EntityDef, raw: EntityKey, keyNames: string[] = entity.keys): Key {
  const shape = keyNames
    .map((k) => (fieldOf(entity, k)?.type === 'int32' ? `${k}=<int32>` : `${k}='<text>'`))
    .join(',');
  const record: Record<string, string | number> =
    typeof raw === 'object' && raw !== null ? raw : keyNames.length === 1 ? { [keyNames[0]!]: raw } : {};
  const given = Object.keys(record);
  if (given.length !== keyNames.length) {
    throw invalidField(
      'key',
      `${entity.entitySet} is addressed by (${shape}); the URL gives ${given.length === 0 ? 'an unnamed value' : given.join(', ')}.`,
    );
  }
  const key: Key = {};
  for (const name of keyNames) {
    const found = given.find((g) => g.toLowerCase() === name.toLowerCase());
    if (found === undefined)
      throw invalidField(
        'key',
        `${entity.entitySet} key '${name}' is missing; address it as ${entity.entitySet}(${shape}).`,
      );
    const value = record[found]!;
    const field = fieldOf(entity, name)!;
    if (field.type === 'int32') {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < INT32_MIN || value > INT32_MAX) {
        throw invalidField(
          name,
          `key value ${JSON.stringify(value)} is not an int32; write it without quotes, e.g. ${name}=12.`,
        );
      }
    } else if (typeof value !== 'string') {
      throw invalidField(name, `key value ${value} must be text in single quotes, e.g. ${name}='${value}'.`);
    }
    key[name] = value;
  }
  return key;
}

/** "DCQuantities(DistributionCenterID=1,ProductID=5)": the mutation counter's key text. */
export function keyText(entity: EntityDef, key: Key): string {
  const parts = entity.keys.map((k) => {
    const v = key[k]!;
    return typeof v === 'number' ? `${k}=${v}` : `${k}=${quoteString(v)}`;
  });
  return entity.keys.length === 1
    ? `${entity.entitySet}(${parts[0]!.split('=').slice(1).join('=')})`
    : `${entity.entitySet}(${parts.join(',')})`;
}

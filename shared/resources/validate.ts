// validate.ts: the one rule set shared by the client's validation and the sandbox.
// validateBody checks a whole JSON body for create (POST), patch (PATCH) or put (PUT):
// - unknown properties (a different casing gets a fix naming the right one);
// - create: fields the service sets itself are refused, required fields must be present;
// - patch: only patchable fields may appear;
// - put: like patch, but key fields may also appear (a PUT body is often a fetched record);
// - every remaining value via checkValue.
// OData annotations ('@odata.type', 'Name@odata.bind', ...) are not properties and are skipped.
import { engineMessage } from '../i18n/index.js';
import { checkValue } from './check-value.js';
import { fieldOf } from './catalogue.js';
import { problem, show, type FieldProblem } from './problems.js';
import type { EntityDef, FieldDef } from './types.js';

export { checkValue } from './check-value.js';
export { coerceCell, type CoerceResult } from './coerce-cell.js';
export type { FieldProblem, ProblemRule } from './problems.js';

export function validateBody(
  entity: EntityDef,
  body: Record<string, unknown>,
  mode: 'create' | 'patch' | 'put',
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const [name, value] of Object.entries(body)) {
    if (name.includes('@')) continue;
    let field: FieldDef | undefined;
    for (const f of entity.fields)
      if (f.name === name) {
        field = f;
        break;
      }
    if (!field) {
      const other = fieldOf(entity, name);
      const nav = entity.navigation.some((n) => n.name.toLowerCase() === name.toLowerCase());
      const fix = other
        ? engineMessage('check.writeExact', { member: other.name })
        : nav
          ? engineMessage('body.navigation', { name })
          : engineMessage('body.removeUnknown', {
              entity: entity.name,
              fields: entity.fields.map((f) => f.name).join(', '),
            });
      const message = engineMessage('body.unknownField', { entity: entity.name, name });
      problems.push(problem(name, value, 'unknownField', message, fix));
      continue;
    }
    const allowed = mode === 'create' ? field.onCreate !== 'never' : field.patchable || (mode === 'put' && field.key);
    if (!allowed) {
      problems.push(refusal(entity, field.name, value, mode));
      continue;
    }
    const p = checkValue(field, value);
    if (p) problems.push(p);
  }
  if (mode === 'create') {
    for (const f of entity.fields) {
      if (f.onCreate === 'required' && !(f.name in body)) {
        problems.push(
          problem(
            f.name,
            undefined,
            'required',
            engineMessage('body.requiredOnCreate', { entity: entity.name, field: f.name }),
            engineMessage(f.key ? 'body.addKeyField' : 'body.addField', { field: f.name }),
          ),
        );
      }
    }
  }
  return problems;
}

function refusal(entity: EntityDef, name: string, value: unknown, mode: 'create' | 'patch' | 'put'): FieldProblem {
  const changeable = entity.fields.filter((f) => f.patchable).map((f) => f.name);
  if (mode === 'create') {
    return problem(
      name,
      value,
      'notPatchable',
      engineMessage('body.setByService', { entity: entity.name, field: name, value: show(value) }),
      engineMessage('body.removeField', { field: name }),
    );
  }
  const fix = changeable.length
    ? engineMessage(entity.keys.includes(name) ? 'body.sendOnlyKeyInUrl' : 'body.sendOnly', {
        fields: changeable.join(', '),
        mode: mode.toUpperCase(),
      })
    : engineMessage('body.notChangeableAtAll', { entity: entity.name });
  return problem(
    name,
    value,
    'notPatchable',
    engineMessage('body.notChangeable', {
      entity: entity.name,
      field: name,
      mode: mode.toUpperCase(),
      value: show(value),
    }),
    fix,
  );
}

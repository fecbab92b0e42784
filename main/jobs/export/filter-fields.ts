// The names a $filter uses, checked against the list's fields before anything is sent, so a
// misspelt field ("Contry eq 'GB'") gets a message naming it and the fields there are, from
// the CLI and the app alike, rather than the service's 400. Only names are judged here: a
// filter our parser cannot read goes to the service as written, which has the last word on
// its syntax (and says where it is wrong).
import { parseFilter, type FilterNode } from '../../../shared/odata/index.js';
import type { EntityDef } from '../../../shared/resources/index.js';
import { ExportError } from './errors.js';

/** Throws an ExportError naming the first property the filter uses that the list does not have. */
export function checkFilterFields(entity: EntityDef, filter: string): void {
  let tree: FilterNode;
  try {
    tree = parseFilter(filter);
  } catch {
    return;
  }
  const known = new Set(
    [...entity.fields.map((f) => f.name), ...entity.navigation.map((n) => n.name)].map((n) => n.toLowerCase()),
  );
  const unknown = namesIn(tree, new Set()).find((n) => !known.has(n.toLowerCase()));
  if (unknown) {
    throw new ExportError(
      { id: 'errors:export.noFilterField', params: { set: entity.entitySet, field: unknown } },
      { id: 'errors:export.fieldsHint', params: { fields: entity.fields.map((f) => f.name).join(', ') } },
    );
  }
}

/** The first segment of every property path, leaving out a lambda's own variable inside its predicate. */
function namesIn(node: FilterNode, variables: Set<string>): string[] {
  switch (node.type) {
    case 'literal':
      return [];
    case 'property':
      return variables.has(node.path[0]!) ? [] : [node.path[0]!];
    case 'compare':
    case 'and':
    case 'or':
      return [...namesIn(node.left, variables), ...namesIn(node.right, variables)];
    case 'not':
      return namesIn(node.operand, variables);
    case 'call':
      return node.args.flatMap((a) => namesIn(a, variables));
    case 'lambda': {
      const inner = node.variable ? new Set([...variables, node.variable]) : variables;
      return [
        ...(variables.has(node.collection[0]!) ? [] : [node.collection[0]!]),
        ...(node.predicate ? namesIn(node.predicate, inner) : []),
      ];
    }
  }
}

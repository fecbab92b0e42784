// A list export's request, checked against the catalogue before anything is sent: the list,
// the chosen fields, the order and the expansions are matched ignoring case and given their
// exact names, and anything unknown ends here with a message naming it and a hint listing
// what would work (rather than a 400 from the service, or an empty column); the filter's
// field names too (filter-fields.ts). The CLI and the app both build their query here, so
// the same choices ask the service the same question.
import { formatQuery, type QueryOptions } from '../../../shared/odata/index.js';
import type { EntityDef, FieldDef, NavigationDef } from '../../../shared/resources/index.js';
import type { ErrorMessage } from '../../../shared/errors/index.js';
import { ExportError } from './errors.js';
import { checkFilterFields } from './filter-fields.js';
import { defaultColumns, listEntity } from './lists.js';

export interface ListQuery {
  /** The list's name (EXPORT_LISTS), any case. */
  resource: string;
  filter?: string;
  /** Fields in column order; a navigation property named here is expanded. Empty or absent: every field but binary ones. */
  select?: string[];
  orderby?: { property: string; desc: boolean }[];
  top?: number;
  /** Navigation properties to expand (DistributionCenters: OperatingHours; Products: DCQuantities, Attributes), or '*' for all (Profiles). */
  expand?: string[];
}

export interface ResolvedQuery {
  entity: EntityDef;
  /** The main sheet's fields, in order. */
  fields: FieldDef[];
  /** Expanded navigations, in order: each a JSON column after the fields (and in XLSX a sheet of its own). */
  expand: NavigationDef[];
  /** The column headers of the main sheet: the fields, then the expanded navigations. */
  columns: string[];
  /** `/v1/<set>?<query>`. */
  path: string;
}

const same = (a: string, b: string): boolean => a.toLowerCase() === b.trim().toLowerCase();

/** What a list may expand, '*' standing for all of its navigation properties (`navs`). */
function expandHint(expandable: readonly string[], navs: string): ErrorMessage {
  if (!navs) return { id: 'errors:export.nothingToExpandHint' };
  const star = expandable.indexOf('*');
  if (star < 0) return { id: 'errors:export.expandHint', params: { choices: expandable.join(', ') } };
  const before = expandable.slice(0, star).map((x) => `${x}, `);
  const after = expandable.slice(star + 1).map((x) => `, ${x}`);
  return { id: 'errors:export.expandAllHint', params: { before: before.join(''), navs, after: after.join('') } };
}

export function resolveListQuery(q: ListQuery, opts: { count?: boolean } = {}): ResolvedQuery {
  const entity = listEntity(q.resource);
  const set = entity.entitySet;
  const wanted = (q.select ?? []).map((s) => s.trim()).filter(Boolean);
  const navNamed = (name: string) => entity.navigation.find((n) => same(n.name, name));
  // The spec names what each list may expand; '*' (all of them) is the only way to some (Profiles').
  const expandable = entity.list!.expand;
  const navHint = expandHint(expandable, entity.navigation.map((n) => n.name).join(', '));

  const unknown = wanted.filter((s) => !navNamed(s) && !entity.fields.some((f) => same(f.name, s)));
  if (unknown.length)
    throw new ExportError(
      { id: 'errors:export.noField', params: { set, fields: unknown.join(', ') } },
      { id: 'errors:export.fieldsHint', params: { fields: entity.fields.map((f) => f.name).join(', ') } },
    );
  const chosen = wanted.filter((s) => !navNamed(s));
  const names = chosen.length ? chosen : defaultColumns(entity);
  const fields = unique(names.map((n) => entity.fields.find((f) => same(f.name, n))!));

  const expandNames = [...(q.expand ?? []).map((e) => e.trim()).filter(Boolean), ...wanted.filter((s) => navNamed(s))];
  const star = expandNames.includes('*') && expandable.includes('*');
  const named = unique(
    expandNames
      .filter((e) => !(star && e === '*'))
      .map((e) => {
        const nav = navNamed(e);
        if (!nav || !(star || expandable.some((x) => same(x, nav.name))))
          throw new ExportError({ id: 'errors:export.cannotExpand', params: { set, name: e } }, navHint);
        return nav;
      }),
  );
  const expand = star ? entity.navigation : named; // '*': every navigation, in the catalogue's order

  const orderable = entity.list!.orderby;
  const orderby = (q.orderby ?? []).map((o) => {
    const property = orderable.find((p) => same(p, o.property));
    if (!property)
      throw new ExportError(
        { id: 'errors:export.cannotOrder', params: { set, property: o.property } },
        { id: 'errors:export.orderHint', params: { choices: orderable.join(', ') } },
      );
    return { property, desc: o.desc };
  });

  if (q.top !== undefined && (!Number.isInteger(q.top) || q.top < 0))
    throw new ExportError(
      { id: 'errors:export.notRows', params: { top: String(q.top) } },
      { id: 'errors:export.notRowsHint' },
    );
  const filter = q.filter?.trim();
  if (filter) checkFilterFields(entity, filter);
  // $select only when it narrows the answer: chosen fields, or a binary field left out by default.
  const narrow = chosen.length > 0 || fields.length < entity.fields.length;
  const options: QueryOptions = {
    ...(filter ? { filter } : {}),
    ...(narrow ? { select: [...fields.map((f) => f.name), ...expand.map((n) => n.name)] } : {}),
    ...(orderby.length ? { orderby } : {}),
    ...(expand.length ? { expand: star ? ['*'] : expand.map((n) => n.name) } : {}),
    ...(q.top !== undefined ? { top: q.top } : {}),
    ...(opts.count ? { count: true } : {}),
  };
  const query = formatQuery(options);
  return {
    entity,
    fields,
    expand,
    columns: [...fields.map((f) => f.name), ...expand.map((n) => n.name)],
    path: `${entity.path}${query ? `?${query}` : ''}`,
  };
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

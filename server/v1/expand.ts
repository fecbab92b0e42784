// $expand: loads the navigation targets of a page of entities with one IN query per
// navigation, restricted to the token's profiles like any read.
import type { EntityDef } from '../../shared/resources/index.js';
import { profileAccountList, rowsWithValues } from '../storage/rows.js';
import { SOURCES, type Entity, type Source } from '../storage/sources.js';
import type { SandboxDb } from '../storage/sandbox-db.js';
import { EXPAND_PAGE } from '../../shared/resources/index.js';

interface Link {
  target: string;
  parentProp: string;
  childProp: string;
  collection: boolean;
}

const LINKS: Record<string, Link> = {
  'Product.DCQuantities': { target: 'DCQuantities', parentProp: 'ID', childProp: 'ProductID', collection: true },
  'Product.Attributes': { target: 'AttributeValues', parentProp: 'ID', childProp: 'ProductID', collection: true },
  'Order.CustomFields': { target: 'CustomFields', parentProp: 'ID', childProp: 'OrderID', collection: true },
  'DistributionCenter.OperatingHours': {
    target: 'DistributionCenterOperatingHours',
    parentProp: 'ID',
    childProp: 'DistributionCenterID',
    collection: true,
  },
  'AttributeValue.Product': { target: 'Products', parentProp: 'ProductID', childProp: 'ID', collection: false },
  'DCQuantity.Product': { target: 'Products', parentProp: 'ProductID', childProp: 'ID', collection: false },
  'CustomField.Order': { target: 'Orders', parentProp: 'OrderID', childProp: 'ID', collection: false },
};

const CHUNK = 5000;

/** Sources that replace SOURCES for some targets (the real service's Products outside --strict). */
export type ExpandSources = Partial<Record<string, Source>>;

function loadChildren(
  db: SandboxDb,
  link: Link,
  parents: Entity[],
  profileIds: number[],
  sources: ExpandSources,
): Map<unknown, Entity[]> {
  const src = sources[link.target] ?? SOURCES[link.target]!;
  const childCol = src.columns[link.childProp]!;
  const values = [...new Set(parents.map((p) => p[link.parentProp]).filter((v) => v !== null && v !== undefined))];
  const byParent = new Map<unknown, Entity[]>();
  for (let i = 0; i < values.length; i += CHUNK) {
    const chunk = values.slice(i, i + CHUNK);
    for (const row of rowsWithValues(db, src, profileIds, childCol, chunk)) {
      const e = src.toEntity(row);
      const k = e[link.childProp];
      const list = byParent.get(k);
      if (list) list.push(e);
      else byParent.set(k, [e]);
    }
  }
  return byParent;
}

function profileAccounts(db: SandboxDb, nav: string, parents: Entity[]): void {
  const which = nav === 'SiteAccounts' ? 'SiteAccounts' : 'LabelAccounts';
  for (const p of parents) {
    const list: Entity[] = profileAccountList(db, p.ID, which) ?? [];
    p[nav] = list.map((a) => {
      const [idName, ...rest] = Object.keys(a);
      return { [idName!]: a[idName!], ProfileID: p.ID, ...Object.fromEntries(rest.map((k) => [k, a[k]])) };
    });
  }
}

/** The navigation names `expand` asks for ('*' means all of the entity's). */
export function expandNames(entity: EntityDef, expand: string[] | undefined): string[] {
  if (!expand || expand.length === 0) return [];
  if (expand.includes('*')) return entity.navigation.map((n) => n.name);
  return expand.map((x) => entity.navigation.find((n) => n.name.toLowerCase() === x.toLowerCase())!.name);
}

/** Expanded collections are paged like lists: at most this many, then `<Nav>@odata.nextLink`. */

/** Where the rest of an expanded collection is read: <base>/v1/<Set>(<ID>)/<Nav>?...$skip=100. */
export type ExpandLink = (parent: Entity, nav: string) => string;

export function applyExpand(
  db: SandboxDb,
  entity: EntityDef,
  names: string[],
  parents: Entity[],
  profileIds: number[],
  nextLink?: ExpandLink,
  sources: ExpandSources = {},
): void {
  for (const nav of names) {
    if (entity.name === 'Profile') {
      profileAccounts(db, nav, parents);
      continue;
    }
    const link = LINKS[`${entity.name}.${nav}`];
    if (!link) continue;
    const children = parents.length === 0 ? new Map() : loadChildren(db, link, parents, profileIds, sources);
    for (const p of parents) {
      const found = children.get(p[link.parentProp]) ?? [];
      if (!link.collection) p[nav] = found[0] ?? null;
      else if (found.length <= EXPAND_PAGE || !nextLink) p[nav] = found;
      else {
        p[nav] = found.slice(0, EXPAND_PAGE);
        p[`${nav}@odata.nextLink`] = nextLink(p, nav);
      }
    }
  }
}

// Which lists can be exported, and what the app shows for each. Both front ends used to keep
// their own table (the CLI six lists, the app every list the catalogue allows, with other
// labels); this is now the only one: every entity whose list endpoint the catalogue knows,
// in catalogue order. A unit test keeps EXPORT_LISTS equal to the catalogue's listable sets.
import { entityBySet, type EntityDef } from '../../../shared/resources/index.js';
import { ExportError } from './errors.js';

export const EXPORT_LISTS = [
  'DistributionCenters',
  'DistributionCenterOperatingHours',
  'ChannelDocuments',
  'ChannelDocuments/NotSupplied',
  'Profiles',
  'Packages',
  'Products',
  'Orders',
] as const;
export type ExportList = (typeof EXPORT_LISTS)[number];

const LABELS: Record<ExportList, string> = {
  DistributionCenters: 'Distribution centers',
  DistributionCenterOperatingHours: 'Operating hours',
  ChannelDocuments: 'Channel documents',
  'ChannelDocuments/NotSupplied': 'Channel documents not supplied',
  Profiles: 'Profiles',
  Packages: 'Packages',
  Products: 'Products',
  Orders: 'Orders',
};

/** What a picker needs to offer a list: its columns (binary fields left out), what it may be ordered by and expand. */
export interface ExportListInfo {
  id: ExportList;
  label: string;
  kind: 'list';
  filterable: string[];
  columns: string[];
  orderable: string[];
  expandable: string[];
}

/** The entity behind a list name, matched ignoring case; an ExportError naming every list otherwise. */
export function listEntity(resource: string): EntityDef {
  const wanted = EXPORT_LISTS.find((r) => r.toLowerCase() === resource.trim().toLowerCase());
  const entity = wanted ? entityBySet(wanted) : undefined;
  if (!wanted || !entity?.list) {
    throw new ExportError(
      { id: 'errors:export.cannotExport', params: { resource } },
      { id: 'errors:export.cannotExportHint', params: { lists: EXPORT_LISTS.join(', ') } },
    );
  }
  return entity;
}

/** The columns written when none are chosen: every field but binary ones (base64 documents overflow a spreadsheet cell). */
export function defaultColumns(entity: EntityDef): string[] {
  return entity.fields.filter((f) => f.type !== 'binary').map((f) => f.name);
}

export function exportListInfos(): ExportListInfo[] {
  return EXPORT_LISTS.map((id) => {
    const e = listEntity(id);
    return {
      id,
      label: LABELS[id],
      kind: 'list' as const,
      filterable: defaultColumns(e),
      columns: defaultColumns(e),
      orderable: [...e.list!.orderby],
      expandable: e.list!.expand.filter((x) => x !== '*'),
    };
  });
}

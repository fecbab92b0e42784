// Everything the app's export screen offers, in one picker: the service's lists, the whole
// catalogue (every product, one column per attribute name or DC) and an empty template for
// each resource an import takes. Each choice names the engine that writes it (list-export,
// catalogue-export), the same ones the CLI's `export` runs, so both write the same cells.
import { defaultColumns, exportListInfos, listEntity, type ExportListInfo } from './lists.js';
import {
  CATALOGUE_EXPORTS,
  catalogueColumns,
  type CatalogueColumns,
  type CatalogueExport,
} from './catalogue-export.js';
import { IMPORT_RESOURCES, importTarget, type ImportResource } from '../targets/all-targets.js';

/** The resources `templateHeaders` makes a sheet for: those whose target has a template. */
export const TEMPLATE_RESOURCES: readonly ImportResource[] = IMPORT_RESOURCES.filter((r) => importTarget(r).template);
type TemplateResource = ImportResource;

export interface ExportChoiceInfo {
  id: string;
  label: string;
  kind: 'list' | 'catalogue' | 'template';
  filterable: string[];
  columns: string[];
  orderable: string[];
  expandable: string[];
  columnsPer?: CatalogueColumns;
}

export type ExportChoice =
  | { kind: 'list'; resource: string }
  | { kind: 'catalogue'; resource: CatalogueExport }
  | { kind: 'template'; resource: TemplateResource };

const CATALOGUE_LABELS: Record<CatalogueExport, string> = {
  AttributeValues: 'Attribute values: every product, a column per attribute',
  DCQuantities: 'DC quantities: every product, a column per DC',
};
const TEMPLATE = 'template:';

export function exportChoices(): ExportChoiceInfo[] {
  const products = defaultColumns(listEntity('Products'));
  const lists: ExportChoiceInfo[] = exportListInfos().map((l: ExportListInfo) => ({ ...l }));
  return [
    ...lists,
    ...CATALOGUE_EXPORTS.map((id) => ({
      id,
      label: CATALOGUE_LABELS[id],
      kind: 'catalogue' as const,
      // The columns come from the service (its attribute names, its DCs); the filter picks products.
      filterable: products,
      columns: [],
      orderable: [],
      expandable: [],
      columnsPer: catalogueColumns(id),
    })),
    ...TEMPLATE_RESOURCES.map((r) => ({
      id: `${TEMPLATE}${r}`,
      label: importTarget(r).template!.label,
      kind: 'template' as const,
      filterable: [],
      columns: [],
      orderable: [],
      expandable: [],
    })),
  ];
}

/** What an export id asks for: a template (`template:<resource>`), the catalogue, or a list (checked later by resolveListQuery). */
export function exportChoice(id: string): ExportChoice {
  if (id.startsWith(TEMPLATE)) {
    const wanted = id.slice(TEMPLATE.length).toLowerCase();
    const resource = TEMPLATE_RESOURCES.find((r) => r.toLowerCase() === wanted);
    if (resource) return { kind: 'template', resource };
  }
  const catalogue = CATALOGUE_EXPORTS.find((r) => r.toLowerCase() === id.trim().toLowerCase());
  return catalogue ? { kind: 'catalogue', resource: catalogue } : { kind: 'list', resource: id };
}

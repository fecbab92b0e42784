// Lists to XLSX or CSV: every page followed, columns typed from the catalogue, streamed so
// a large export stays in bounded memory. DistributionCenters may bring their
// OperatingHours along (a second sheet, keyed by DistributionCenterID).
import { entityBySet, type EntityDef, type FieldDef } from '../../../shared/resources/index.js';
import { formatQuery, type QueryOptions } from '../../../shared/odata/index.js';
import { createWorkbookWriter, type WritableCell } from '../../sheets/index.js';
import { checkAbort, type JobClient, type ProgressListener } from '../client.js';

export const EXPORT_LISTS = ['DistributionCenters', 'DistributionCenterOperatingHours', 'ChannelDocuments', 'ChannelDocuments/NotSupplied', 'Profiles', 'Packages'] as const;
export type ExportList = (typeof EXPORT_LISTS)[number];

export interface ListExportOptions {
  client: JobClient;
  resource: string;
  out: string;
  filter?: string;
  select?: string[];
  orderby?: { property: string; desc: boolean }[];
  top?: number;
  /** Navigation properties to expand (DistributionCenters: OperatingHours). */
  expand?: string[];
  signal?: AbortSignal;
  onProgress?: ProgressListener;
}

export class ExportError extends Error {
  constructor(message: string, readonly hint: string) {
    super(message);
    this.name = 'ExportError';
  }
}

/** A JSON value as a typed spreadsheet cell. */
export function typedCell(field: FieldDef | undefined, value: unknown): WritableCell {
  if (value === undefined || value === null) return null;
  if (field && (field.type === 'int32' || field.type === 'decimal') && typeof value === 'number') return value;
  if (field?.type === 'boolean' && typeof value === 'boolean') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return typeof value === 'number' || typeof value === 'boolean' ? value : String(value);
}

function listEntity(resource: string): EntityDef {
  const wanted = EXPORT_LISTS.find((r) => r.toLowerCase() === resource.toLowerCase());
  const entity = wanted ? entityBySet(wanted) : undefined;
  if (!wanted || !entity) throw new ExportError(`Cannot export '${resource}'`, `Export one of: ${EXPORT_LISTS.join(', ')} (or a keyed export of DCQuantities, AttributeValues, CustomFields with --keys).`);
  return entity;
}

export async function exportList(o: ListExportOptions): Promise<{ rows: number; pages: number; out: string }> {
  const entity = listEntity(o.resource);
  const navNames = entity.navigation.map((n) => n.name);
  const columns = (o.select?.length ? o.select.filter((s) => !navNames.some((n) => n.toLowerCase() === s.toLowerCase())) : entity.fields.map((f) => f.name));
  const unknown = columns.filter((c) => !entity.fields.some((f) => f.name.toLowerCase() === c.toLowerCase()));
  if (unknown.length) throw new ExportError(`${entity.entitySet} has no field ${unknown.join(', ')}`, `Fields: ${entity.fields.map((f) => f.name).join(', ')}.`);
  const fields = columns.map((c) => entity.fields.find((f) => f.name.toLowerCase() === c.toLowerCase())!);
  const expand = (o.expand ?? []).map((e) => {
    const nav = entity.navigation.find((n) => n.name.toLowerCase() === e.toLowerCase());
    if (!nav) throw new ExportError(`${entity.entitySet} cannot expand '${e}'`, navNames.length ? `Expand: ${navNames.join(', ')}.` : 'This list has nothing to expand.');
    return nav.name;
  });
  const q: QueryOptions = {
    ...(o.filter ? { filter: o.filter } : {}), ...(o.orderby?.length ? { orderby: o.orderby } : {}), ...(o.top !== undefined ? { top: o.top } : {}),
    ...(o.select?.length ? { select: [...fields.map((f) => f.name), ...expand] } : {}), ...(expand.length ? { expand } : {}),
  };
  const query = formatQuery(q);
  const writer = await createWorkbookWriter(o.out);
  try {
    const sheet = writer.addSheet(entity.entitySet.replace('/', ' '), fields.map((f) => f.name));
    const expanded: { nav: string; rows: Record<string, unknown>[] }[] = expand.map((nav) => ({ nav, rows: [] }));
    let rows = 0, pages = 0;
    for await (const page of o.client.list<Record<string, unknown>>(`${entity.path}${query ? `?${query}` : ''}`)) {
      pages++;
      for (const record of page) {
        sheet.addRow(fields.map((f) => typedCell(f, record[f.name])));
        for (const e of expanded) e.rows.push(...((record[e.nav] as Record<string, unknown>[] | undefined) ?? []));
        rows++;
      }
      await writer.flush();
      checkAbort(o.signal, 'export');
      o.onProgress?.({ stage: 'export', done: rows });
    }
    for (const e of expanded) {
      // Expanded children are few per parent (seven days of hours): held until the main sheet is done.
      const target = entityBySet(e.nav === 'OperatingHours' ? 'DistributionCenterOperatingHours' : e.nav);
      const names = target ? target.fields.map((f) => f.name) : [...new Set(e.rows.flatMap((r) => Object.keys(r)))];
      const child = writer.addSheet(e.nav, names);
      for (const r of e.rows) child.addRow(names.map((n) => typedCell(target?.fields.find((f) => f.name === n), r[n])));
    }
    await writer.close();
    return { rows, pages, out: o.out };
  } catch (err) {
    await writer.abort();
    throw err;
  }
}

// The whole catalogue out: every product with its attribute values (one column per
// attribute name) or its DC quantities (one column per distribution center), read from the
// Products listing with $expand in bulk, page by page (100 products a request, plus a
// request for any product whose expanded list runs over a page). The sheet's headers are
// what auto-mapping recognises (ProductID, Sku, ProfileID, the attribute names, each DC's
// 'Name (Code)' as the service has it, or 'DC <id>' for a DC it no longer lists), so the
// file imports back as Unchanged. Every product of the connection has its row: one
// with no value at all has its keys and empty value cells (counted as `without`), which an
// import reads as Skipped, "nothing to send"; fill a cell in to give it a value.
//
// The columns are known only once every product was read, and a streamed workbook writes
// its header first: the rows are held in memory as compact arrays until the end (about
// 100 bytes a value; a 100,000-product catalogue with ten values each stays near 100 MB).
import { formatQuery } from '../../../shared/odata/index.js';
import { entityBySet } from '../../../shared/resources/index.js';
import { RunStoppedError } from '../../../shared/errors/index.js';
import { createWorkbookWriter } from '../../sheets/index.js';
import { checkAbort, JobInterrupted, pathOf, type JobClient, type ProgressListener } from '../engine-port.js';
import { ExportError } from './errors.js';
import { IMPORT_RESOURCES, importTarget } from '../targets/all-targets.js';
import { checkFilterFields } from './filter-fields.js';
import type { ListPreview } from './list-preview.js';
import { cellText } from './typed-cell.js';
import type { BaselineSource } from '../baseline/baseline.js';
import { BaselineRecorder } from '../baseline/record-baseline.js';
import { keyText } from '../validate/key-text.js';
import { readKnownDcs } from '../service-names.js';
import { dcColumnHeaders } from '../mapping/dc-headers.js';

export const CATALOGUE_EXPORTS = ['AttributeValues', 'DCQuantities'] as const;
export type CatalogueExport = (typeof CATALOGUE_EXPORTS)[number];

export interface CatalogueExportOptions {
  client: JobClient;
  /** The connection the baseline names (issue 26). */
  source?: BaselineSource;
  resource: string;
  out: string;
  /** A $filter on Products, e.g. "ProfileID eq 12000002". */
  filter?: string;
  signal?: AbortSignal;
  onProgress?: ProgressListener;
}

/** What a catalogue export's value columns are, said as a fact so no caller compares field names. */
export type CatalogueColumns = 'distributionCenter' | 'attribute';

interface Shape {
  nav: 'Attributes' | 'DCQuantities';
  /** What its columns are: one per DC (by ID, in ID order, headed by the DC's name) or one per attribute name. */
  columnsPer: CatalogueColumns;
  keyOf: (child: Record<string, unknown>) => string;
  /** A column's header; `dcs` holds each DC's 'Name (Code)' by ID (DCQuantities only). */
  header: (key: string, dcs: ReadonlyMap<number, string>) => string;
  cell: (child: Record<string, unknown>) => string | number | null;
}

const SHAPES: Record<CatalogueExport, Shape> = {
  AttributeValues: {
    nav: 'Attributes',
    columnsPer: 'attribute',
    keyOf: (c) => String(c.Name),
    header: (k) => k,
    cell: (c) => (c.Value === null || c.Value === undefined ? null : String(c.Value)),
  },
  DCQuantities: {
    nav: 'DCQuantities',
    columnsPer: 'distributionCenter',
    keyOf: (c) => String(c.DistributionCenterID),
    header: (k, dcs) => dcs.get(Number(k)) ?? `DC ${k}`,
    cell: (c) => (typeof c.AvailableQuantity === 'number' ? c.AvailableQuantity : null),
  },
};

/** What a catalogue export's value columns are: one per DC or one per attribute name. */
export function catalogueColumns(resource: CatalogueExport): CatalogueColumns {
  return SHAPES[resource].columnsPer;
}

export function catalogueResource(resource: string): CatalogueExport | undefined {
  return CATALOGUE_EXPORTS.find((r) => r.toLowerCase() === resource.trim().toLowerCase());
}

const KEY_HEADERS = ['ProductID', 'Sku', 'ProfileID'];

interface CatalogueProduct {
  id: number;
  sku: unknown;
  profile: unknown;
  values: Map<string, string | number | null>;
}

interface CatalogueRead {
  resource: CatalogueExport;
  products: CatalogueProduct[];
  /** Attribute names or DC IDs, in column order. */
  keys: string[];
  /** The sheet's headers: the key columns, then one per attribute name or DC. */
  columns: string[];
  without: number;
  requests: number;
  /** The service's count of products (asked for by a preview only). */
  count: number | null;
}

/**
 * Reads the products (all of them, or the first `top` for a preview) with their expanded
 * values: the one reader behind the CLI's export, the app's save and the app's preview.
 */
async function readCatalogue(
  o: Pick<CatalogueExportOptions, 'client' | 'resource' | 'filter' | 'signal' | 'onProgress'>,
  opts: { top?: number } = {},
): Promise<CatalogueRead> {
  const resource = catalogueResource(o.resource);
  if (!resource)
    throw new ExportError(
      { id: 'errors:export.noCatalogue', params: { resource: o.resource } },
      { id: 'errors:export.noCatalogueHint', params: { first: CATALOGUE_EXPORTS[0], second: CATALOGUE_EXPORTS[1] } },
    );
  const shape = SHAPES[resource];
  checkAbort(o.signal, 'export');
  const products: CatalogueProduct[] = [];
  const keys = new Set<string>();
  let requests = 0,
    without = 0;
  const filter = o.filter?.trim();
  if (filter) checkFilterFields(entityBySet('Products')!, filter);
  const query = formatQuery({
    ...(filter ? { filter } : {}),
    select: ['ID', 'Sku', 'ProfileID'],
    expand: [shape.nav],
    ...(opts.top !== undefined ? { top: opts.top } : {}),
  });
  const pages = o.client.list<Record<string, unknown>>(`/v1/Products?${query}`, {
    ...(opts.top !== undefined ? { count: true } : {}),
    ...(o.signal ? { signal: o.signal } : {}),
  }) as AsyncIterable<Record<string, unknown>[]> & { count?: number };
  try {
    for await (const page of pages) {
      requests++;
      for (const p of page) {
        const children = [...((p[shape.nav] as Record<string, unknown>[] | undefined) ?? [])];
        const more = p[`${shape.nav}@odata.nextLink`] as string | undefined;
        if (more)
          for await (const rest of o.client.list<Record<string, unknown>>(pathOf(more))) {
            requests++;
            children.push(...rest);
          }
        const values = new Map<string, string | number | null>();
        for (const c of children) {
          const k = shape.keyOf(c);
          keys.add(k);
          values.set(k, shape.cell(c));
        }
        // A product with no value at all keeps its row (keys, empty cells): the whole catalogue, every product.
        if (values.size === 0) without++;
        products.push({ id: p.ID as number, sku: p.Sku, profile: p.ProfileID, values });
      }
      checkAbort(o.signal, 'export');
      o.onProgress?.({ stage: 'export', done: products.length, message: `${products.length} products read` });
      if (opts.top !== undefined && products.length >= opts.top) break;
    }
  } catch (err) {
    if (err instanceof RunStoppedError || o.signal?.aborted) throw new JobInterrupted('export');
    throw err;
  }
  const byDc = shape.columnsPer === 'distributionCenter';
  const ordered = [...keys].sort(byDc ? (a, b) => Number(a) - Number(b) : (a, b) => a.localeCompare(b));
  // Each DC column by the name people know it by (issue 42), read once after the products.
  const dcs = byDc ? await readKnownDcs(o.client) : { dcs: [], requests: 0 };
  const labels = dcColumnHeaders(dcs.dcs);
  requests += dcs.requests;
  return {
    resource,
    products,
    keys: ordered,
    columns: [...KEY_HEADERS, ...ordered.map((k) => shape.header(k, labels))],
    without,
    requests,
    count: pages.count ?? null,
  };
}

/** One product's cells, in the order of `read.columns`. */
function cellsOf(read: CatalogueRead, p: CatalogueProduct): (string | number | null)[] {
  return [
    p.id,
    typeof p.sku === 'string' ? p.sku : null,
    typeof p.profile === 'number' ? p.profile : null,
    ...read.keys.map((k) => p.values.get(k) ?? null),
  ];
}

/** Each value cell of a product into the baseline, blank ones too (a value added on the service since is newer). */
function recordValues(read: CatalogueRead, baseline: BaselineRecorder): (p: CatalogueProduct) => void {
  const target = importTarget(read.resource);
  const { idField, childKey } = target.parent!;
  return (p) => {
    for (const k of read.keys)
      baseline.add(
        keyText(target.entity.keys, { [idField]: p.id, [childKey]: k }),
        target.valueField!,
        p.values.get(k) ?? null,
      );
  };
}

export async function exportCatalogue(o: CatalogueExportOptions): Promise<{
  rows: number;
  without: number;
  columns: string[];
  columnsPer: CatalogueColumns;
  requests: number;
  out: string;
}> {
  const read = await readCatalogue(o);
  const writer = await createWorkbookWriter(o.out);
  const baseline = new BaselineRecorder(read.resource, o.source);
  const record = recordValues(read, baseline);
  try {
    const sheet = writer.addSheet(read.resource, read.columns);
    let n = 0;
    for (const p of read.products) {
      sheet.addRow(cellsOf(read, p));
      record(p);
      if (++n % 5000 === 0) {
        await writer.flush();
        checkAbort(o.signal, 'export');
      }
    }
    await baseline.close(writer, o.out);
  } catch (err) {
    await writer.abort();
    throw err;
  }
  return {
    rows: read.products.length,
    without: read.without,
    columns: read.columns,
    columnsPer: SHAPES[read.resource].columnsPer,
    requests: read.requests,
    out: o.out,
  };
}

/**
 * The first `top` products as the app's preview shows them (the text of each cell). Its
 * columns are those of these products: the saved file's may be more (a name or DC only
 * later products carry).
 */
export async function previewCatalogue(
  client: JobClient,
  q: { resource: string; filter?: string; top: number },
): Promise<ListPreview> {
  const read = await readCatalogue(
    { client, resource: q.resource, ...(q.filter ? { filter: q.filter } : {}) },
    { top: q.top },
  );
  return {
    columns: read.columns,
    rows: read.products.slice(0, q.top).map((p) => cellsOf(read, p).map((c) => cellText(c))),
    count: read.count,
  };
}

/**
 * The headers an empty sheet for importing into `resource` needs: for the catalogue
 * resources the same as their export (attribute names and DCs read from the service), for
 * the others the fields a row gives.
 */
export async function templateHeaders(client: JobClient, resource: string): Promise<string[]> {
  const wanted = resource.trim().toLowerCase();
  const template = IMPORT_RESOURCES.find((r) => r.toLowerCase() === wanted && importTarget(r).template);
  if (!template)
    throw new ExportError(
      { id: 'errors:export.noTemplate', params: { resource } },
      {
        id: 'errors:export.noTemplateHint',
        params: { resources: IMPORT_RESOURCES.filter((r) => importTarget(r).template).join(', ') },
      },
    );
  return importTarget(template).template!.headers(client);
}

export async function exportTemplate(o: {
  client: JobClient;
  resource: string;
  out: string;
}): Promise<{ columns: string[]; out: string }> {
  const columns = await templateHeaders(o.client, o.resource);
  const writer = await createWorkbookWriter(o.out);
  try {
    writer.addSheet(o.resource, columns);
    await writer.close();
  } catch (err) {
    await writer.abort();
    throw err;
  }
  return { columns, out: o.out };
}

// The whole catalogue out: every product with its attribute values (one column per
// attribute name) or its DC quantities (one column per distribution center), read from the
// Products listing with $expand in bulk, page by page (100 products a request, plus a
// request for any product whose expanded list runs over a page). The sheet's headers are
// what auto-mapping recognises (ProductID, Sku, ProfileID, the attribute names, 'DC <id>'),
// so the file imports back as Unchanged. Products with no value at all are left out (their
// row would be blanks, which an import skips) and counted; `export --template` gives an
// empty sheet to fill in for them.
//
// The columns are known only once every product was read, and a streamed workbook writes
// its header first: the rows are held in memory as compact arrays until the end (about
// 100 bytes a value; a 100,000-product catalogue with ten values each stays near 100 MB).
import { formatQuery } from '../../../shared/odata/index.js';
import { RunStoppedError } from '../../api/index.js';
import { createWorkbookWriter } from '../../sheets/index.js';
import { checkAbort, JobInterrupted, pathOf, type JobClient, type ProgressListener } from '../client.js';
import { readAttributeNames, readDistributionCenters } from '../service-names.js';
import { ExportError } from './errors.js';

export const CATALOGUE_EXPORTS = ['AttributeValues', 'DCQuantities'] as const;
export type CatalogueExport = (typeof CATALOGUE_EXPORTS)[number];

export interface CatalogueExportOptions {
  client: JobClient;
  resource: string;
  out: string;
  /** A $filter on Products, e.g. "ProfileID eq 12000002". */
  filter?: string;
  signal?: AbortSignal;
  onProgress?: ProgressListener;
}

interface Shape {
  nav: 'Attributes' | 'DCQuantities';
  keyOf: (child: Record<string, unknown>) => string;
  header: (key: string) => string;
  cell: (child: Record<string, unknown>) => string | number | null;
}

const SHAPES: Record<CatalogueExport, Shape> = {
  AttributeValues: {
    nav: 'Attributes',
    keyOf: (c) => String(c.Name),
    header: (k) => k,
    cell: (c) => (c.Value === null || c.Value === undefined ? null : String(c.Value)),
  },
  DCQuantities: {
    nav: 'DCQuantities',
    keyOf: (c) => String(c.DistributionCenterID),
    header: (k) => `DC ${k}`,
    cell: (c) => (typeof c.AvailableQuantity === 'number' ? c.AvailableQuantity : null),
  },
};

export function catalogueResource(resource: string): CatalogueExport | undefined {
  return CATALOGUE_EXPORTS.find((r) => r.toLowerCase() === resource.trim().toLowerCase());
}

const KEY_HEADERS = ['ProductID', 'Sku', 'ProfileID'];

export async function exportCatalogue(
  o: CatalogueExportOptions,
): Promise<{ rows: number; without: number; columns: string[]; requests: number; out: string }> {
  const resource = catalogueResource(o.resource);
  if (!resource)
    throw new ExportError(
      `Cannot export the whole catalogue as '${o.resource}'`,
      `Use ${CATALOGUE_EXPORTS.join(' or ')}.`,
    );
  const shape = SHAPES[resource];
  checkAbort(o.signal, 'export');
  const products: { id: number; sku: unknown; profile: unknown; values: Map<string, string | number | null> }[] = [];
  const keys = new Set<string>();
  let requests = 0,
    without = 0;
  const query = formatQuery({
    ...(o.filter ? { filter: o.filter } : {}),
    select: ['ID', 'Sku', 'ProfileID'],
    expand: [shape.nav],
  });
  try {
    for await (const page of o.client.list<Record<string, unknown>>(
      `/v1/Products?${query}`,
      o.signal ? { signal: o.signal } : {},
    )) {
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
        // A product with no value at all would be a row of blanks, which an import skips: left out and counted.
        if (values.size === 0) without++;
        else products.push({ id: p.ID as number, sku: p.Sku, profile: p.ProfileID, values });
      }
      checkAbort(o.signal, 'export');
      o.onProgress?.({ stage: 'export', done: products.length, message: `${products.length} products read` });
    }
  } catch (err) {
    if (err instanceof RunStoppedError || o.signal?.aborted) throw new JobInterrupted('export');
    throw err;
  }
  const ordered = [...keys].sort(
    resource === 'DCQuantities' ? (a, b) => Number(a) - Number(b) : (a, b) => a.localeCompare(b),
  );
  const columns = [...KEY_HEADERS, ...ordered.map(shape.header)];
  const writer = await createWorkbookWriter(o.out);
  try {
    const sheet = writer.addSheet(resource, columns);
    let n = 0;
    for (const p of products) {
      sheet.addRow([
        p.id,
        typeof p.sku === 'string' ? p.sku : null,
        typeof p.profile === 'number' ? p.profile : null,
        ...ordered.map((k) => p.values.get(k) ?? null),
      ]);
      if (++n % 5000 === 0) {
        await writer.flush();
        checkAbort(o.signal, 'export');
      }
    }
    await writer.close();
  } catch (err) {
    await writer.abort();
    throw err;
  }
  return { rows: products.length, without, columns, requests, out: o.out };
}

/**
 * The headers an empty sheet for importing into `resource` needs: for the catalogue
 * resources the same as their export (attribute names and DCs read from the service), for
 * the others the fields a row gives.
 */
export async function templateHeaders(client: JobClient, resource: string): Promise<string[]> {
  const r = resource.trim().toLowerCase();
  if (r === 'attributevalues') return ['Sku', ...(await readAttributeNames(client)).names];
  if (r === 'dcquantities') return ['Sku', ...(await readDistributionCenters(client)).dcs.map((d) => `DC ${d.id}`)];
  if (r === 'customfields') return ['OrderID', 'FieldID', 'Value'];
  if (r === 'distributioncenters')
    return ['Name', 'Code', 'Type', 'Address1', 'City', 'PostalCode', 'Country', 'ContactEmail', 'HandlingTimeMinutes'];
  throw new ExportError(
    `No template for '${resource}'`,
    'Make a template for one of: DCQuantities, AttributeValues, CustomFields, DistributionCenters.',
  );
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

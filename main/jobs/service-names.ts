// The names the service already knows, read once per run so auto-mapping can recognise a
// file's columns by them: distribution centers (ID, Name, Code, City) for DCQuantities, and
// the attribute names products carry for AttributeValues. Counted in the plan's reads.
// Attribute names are read from every product, as the export reads them (issue 32: a sample
// of the first 2,000 products missed 13 of a catalogue's 15 names, so its own export did not
// import back): the Products listing with $expand, 100 products a request (100 requests for
// 10,000 products), paced by the client like any other read.
import { formatQuery } from '../../shared/odata/index.js';
import { pathOf, type JobClient } from './engine-port.js';

/** A distribution center as auto-mapping and messages know it (mapping/dc-headers.ts matches headers to it). */
export interface KnownDc {
  id: number;
  name?: string | null | undefined;
  code?: string | null | undefined;
  city?: string | null | undefined;
}

export interface ServiceNames {
  distributionCenters?: KnownDc[];
  attributeNames?: string[];
  requests: number;
}

export async function readKnownDcs(client: JobClient): Promise<{ dcs: KnownDc[]; requests: number }> {
  const dcs: KnownDc[] = [];
  let requests = 0;
  const query = formatQuery({ select: ['ID', 'Name', 'Code', 'City', 'IsDeleted'] });
  for await (const page of client.list<{
    ID: number;
    Name?: string | null;
    Code?: string | null;
    City?: string | null;
    IsDeleted?: boolean | null;
  }>(`/v1/DistributionCenters?${query}`)) {
    requests++;
    for (const dc of page)
      if (!dc.IsDeleted) dcs.push({ id: dc.ID, name: dc.Name ?? null, code: dc.Code ?? null, city: dc.City ?? null });
  }
  dcs.sort((a, b) => a.id - b.id);
  return { dcs, requests };
}

interface ProductNames {
  ID: number;
  Attributes?: { Name: string }[];
  'Attributes@odata.nextLink'?: string;
}

/** Every attribute name any product carries, sorted: the names the catalogue export makes columns of. */
export async function readAttributeNames(client: JobClient): Promise<{ names: string[]; requests: number }> {
  const names = new Set<string>();
  let requests = 0;
  const query = formatQuery({ select: ['ID'], expand: ['Attributes'] });
  for await (const page of client.list<ProductNames>(`/v1/Products?${query}`)) {
    requests++;
    for (const p of page) {
      for (const a of p.Attributes ?? []) names.add(a.Name);
      // A product with more attributes than one expanded page holds: the rest, as the export reads them.
      const more = p['Attributes@odata.nextLink'];
      if (more)
        for await (const rest of client.list<{ Name: string }>(pathOf(more))) {
          requests++;
          for (const a of rest) names.add(a.Name);
        }
    }
  }
  return { names: [...names].sort((a, b) => a.localeCompare(b)), requests };
}

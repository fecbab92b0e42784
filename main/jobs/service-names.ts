// The names the service already knows, read once per run so auto-mapping can recognise a
// file's columns by them: distribution centers (ID, Name, Code, City) for DCQuantities, and
// the attribute names products carry for AttributeValues. A few cheap GETs, counted in the
// plan's reads like any other.
import { formatQuery } from '../../shared/odata/index.js';
import type { JobClient } from './client.js';
import type { KnownDc } from './mapping/dc-headers.js';

export interface ServiceNames {
  distributionCenters?: KnownDc[];
  attributeNames?: string[];
  requests: number;
}

/** Products read for attribute names: enough to see every name a catalogue uses in practice, cheap on a big one. */
export const ATTRIBUTE_SAMPLE_PRODUCTS = 2000;

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

export async function readAttributeNames(
  client: JobClient,
  maxProducts = ATTRIBUTE_SAMPLE_PRODUCTS,
): Promise<{ names: string[]; requests: number }> {
  const names = new Set<string>();
  let requests = 0,
    seen = 0;
  const query = formatQuery({ select: ['ID'], expand: ['Attributes'] });
  for await (const page of client.list<{ ID: number; Attributes?: { Name: string }[] }>(`/v1/Products?${query}`)) {
    requests++;
    for (const p of page) for (const a of p.Attributes ?? []) names.add(a.Name);
    seen += page.length;
    if (seen >= maxProducts) break;
  }
  return { names: [...names].sort((a, b) => a.localeCompare(b)), requests };
}

// What the service knows about the orders of a sheet, read in bulk like SKUs are: which
// OrderIDs exist (and in which profile), and which documents the orders already have. A
// ChannelDocument's ID names its order (as NotSupplied's does), so one filtered list of
// ChannelDocuments answers "does order X have its invoice?" for hundreds of orders at once.
import { chunkAnyEq, formatQuery } from '../../../../shared/odata/index.js';
import { checkAbort, type JobClient } from '../../engine-port.js';

/** A listed document, without its Contents (a base64 PDF per row would swamp the read). */
export interface ListedDocument {
  DocumentKey: string;
  ID: number;
  ProfileID: number;
  DocumentType: string | null;
}

export function documentSlot(orderId: number, type: string | null): string {
  return `${orderId}|${type ?? ''}`;
}

/** The profile of every order ID the service knows; unknown IDs are absent. */
export async function orderProfiles(
  client: JobClient,
  ids: number[],
  signal?: AbortSignal,
): Promise<{ profiles: Map<number, number>; requests: number }> {
  const profiles = new Map<number, number>();
  let requests = 0;
  for (const filter of chunkAnyEq('ID', [...new Set(ids)])) {
    checkAbort(signal, 'resolve');
    const query = formatQuery({ filter, select: ['ID', 'ProfileID'] });
    for await (const page of client.list<{ ID: number; ProfileID: number }>(`/v1/Orders?${query}`)) {
      requests++;
      for (const o of page) profiles.set(o.ID, o.ProfileID);
    }
  }
  return { profiles, requests };
}

/** The documents the service lists for these orders, by documentSlot(order, type). */
export async function documentsOfOrders(
  client: JobClient,
  orderIds: number[],
  signal?: AbortSignal,
): Promise<{ documents: Map<string, ListedDocument>; requests: number }> {
  const documents = new Map<string, ListedDocument>();
  let requests = 0;
  for (const filter of chunkAnyEq('ID', [...new Set(orderIds)])) {
    checkAbort(signal, 'preflight');
    const query = formatQuery({ filter, select: ['DocumentKey', 'ID', 'ProfileID', 'DocumentType'] });
    for await (const page of client.list<ListedDocument>(`/v1/ChannelDocuments?${query}`)) {
      requests++;
      for (const d of page) documents.set(documentSlot(d.ID, d.DocumentType), d);
    }
  }
  return { documents, requests };
}

/** One order's document of one type (null: of no type), read before an upload whose answer was lost is sent again. */
export async function findDocument(
  client: JobClient,
  orderId: number,
  type: string | null,
): Promise<ListedDocument | null> {
  const query = formatQuery({
    filter: `ID eq ${orderId} and DocumentType eq ${type === null ? 'null' : `'${type.replace(/'/g, "''")}'`}`,
    select: ['DocumentKey', 'ID', 'ProfileID', 'DocumentType'],
  });
  for await (const page of client.list<ListedDocument>(`/v1/ChannelDocuments?${query}`)) {
    if (page[0]) return page[0];
  }
  return null;
}

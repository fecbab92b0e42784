// A bulk channel-document upload for the tests (issue 13): 500 waiting orders of the seeded
// sandbox, a folder with one generated PDF each, the filled-in sheet, and what the service
// holds afterwards (documents per order, mutation counts, what still waits).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiClient } from '../../../main/api/index.js';
import { writePdfs } from './pdf.js';

export const NW = 12000001;
export const CH = 12000002;
/** 2,600 products a profile: 260 orders each, 258 of them waiting (orders 1 and 2 have documents). */
export const SEED_PRODUCTS = 2600;

export interface Waiting {
  order: number;
  profile: number;
  type: 'AmazonVATInvoice' | 'AmazonVATCreditNote';
}

/** 250 waiting orders of each profile (seeded orders 3..252): 500 in all, every tenth a credit note. */
export function waitingOrders(): Waiting[] {
  const out: Waiting[] = [];
  for (const [base, profile] of [
    [5_000_000, NW],
    [6_000_000, CH],
  ] as const)
    for (let i = 3; i <= 252; i++)
      out.push({ order: base + i, profile, type: i % 10 === 4 ? 'AmazonVATCreditNote' : 'AmazonVATInvoice' });
  return out;
}

/** The sheet a user fills from the NotSupplied export, and the folder of PDFs it names. */
export function writeUpload(dir: string, orders: Waiting[]): { sheet: string; folder: string } {
  const folder = join(dir, 'pdfs');
  writePdfs(
    folder,
    orders.map((o) => o.order),
  );
  const lines = ['OrderID,ProfileID,DocumentType,File,InvoiceNumber,TotalAmount,TotalVATAmount,AdjustmentID'];
  for (const o of orders) {
    const credit = o.type === 'AmazonVATCreditNote';
    lines.push(
      [
        o.order,
        o.profile,
        o.type,
        `invoice-${o.order}.pdf`,
        `${credit ? 'CN' : 'INV'}-${o.order}`,
        credit ? '-23.80' : '119.00',
        credit ? '-3.80' : '19.00',
        credit ? `ADJ-${o.order}` : '',
      ].join(','),
    );
  }
  const sheet = join(dir, 'todo.csv');
  writeFileSync(sheet, `${lines.join('\n')}\n`);
  return { sheet, folder };
}

/** Every document the service lists, as `order|type -> keys`. */
export async function documentsByOrder(client: ApiClient): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for await (const page of client.list<{ DocumentKey: string; ID: number; DocumentType: string | null }>(
    '/v1/ChannelDocuments?$select=DocumentKey,ID,DocumentType',
  ))
    for (const d of page) {
      const k = `${d.ID}|${d.DocumentType}`;
      out.set(k, [...(out.get(k) ?? []), d.DocumentKey]);
    }
  return out;
}

/** Orders still waiting in NotSupplied. */
export async function stillWaiting(client: ApiClient): Promise<Set<number>> {
  const out = new Set<number>();
  for await (const page of client.list<{ ID: number }>('/v1/ChannelDocuments/NotSupplied?$select=ID'))
    for (const n of page) out.add(n.ID);
  return out;
}

export async function mutations(url: string): Promise<Record<string, number>> {
  return (await (await fetch(`${url}/admin/mutations`)).json()) as Record<string, number>;
}

/** Orders that do not hold exactly one document of their type, with what they hold. */
export function notExactlyOnce(orders: Waiting[], docs: Map<string, string[]>): string[] {
  return orders
    .filter((o) => (docs.get(`${o.order}|${o.type}`) ?? []).length !== 1)
    .map((o) => `${o.order}: ${(docs.get(`${o.order}|${o.type}`) ?? []).join(',') || 'none'}`);
}

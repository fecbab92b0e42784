// Helpers for the grouped-writes tests (issue 11): sheets, mapping files, per-row results and
// the sandbox's counters (mutations per key, requests per profile).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MappingFile } from '../../../main/jobs/mapping/index.js';
import type { SandboxHandle } from '../../../server/index.js';
import { readSheet } from '../jobs/helpers.js';

export const NW = 12000001; // Northwind: DC 0, products 1000001..
export const CH = 12000002; // Contoso: DCs 1-4, products 2000001..

export async function resetCounters(s: SandboxHandle): Promise<void> {
  await fetch(`${s.url}/admin/reset-counters`, { method: 'POST' });
}

/** Requests the run spent against a profile's budget (the sandbox charges every profile the token covers). */
export async function quotaSpent(s: SandboxHandle): Promise<number> {
  const byProfile = (await (await fetch(`${s.url}/admin/requests`)).json()) as Record<string, number>;
  return Math.max(0, ...Object.values(byProfile));
}

export function writeCsv(dir: string, name: string, lines: string[]): string {
  const file = join(dir, name);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** Result, HTTP Status and Message of each sheet row, in order. */
export async function results(out: string): Promise<{ result: string; status: unknown; message: string }[]> {
  const rows = await readSheet(out, 'Results');
  const head = rows[0]!.map(String);
  const at = (n: string): number => head.indexOf(n);
  return rows.slice(1).map((r) => ({
    result: String(r[at('Result')]),
    status: r[at('HTTP Status')] ?? null,
    message: String(r[at('Message')] ?? ''),
  }));
}

export function longAttributes(): MappingFile {
  return {
    version: 1,
    resource: 'AttributeValues',
    operation: 'upsert',
    constants: {},
    valueMaps: {},
    columns: [
      { column: 'Product ID', field: 'ProductID', blank: 'skip' },
      { column: 'Name', field: 'Name', blank: 'skip' },
      { column: 'Value', field: 'Value', blank: 'skip' },
    ],
  };
}

export function wideAttributes(names: string[], group?: boolean): MappingFile {
  return {
    version: 1,
    resource: 'AttributeValues',
    operation: 'upsert',
    constants: {},
    valueMaps: {},
    ...(group === undefined ? {} : { group }),
    columns: [
      { column: 'Product ID', field: 'ProductID', blank: 'skip' },
      ...names.map((n) => ({ column: n, unpivot: { key: 'Name', value: n }, blank: 'skip' as const })),
    ],
  };
}

export function longQuantities(): MappingFile {
  return {
    version: 1,
    resource: 'DCQuantities',
    operation: 'upsert',
    constants: {},
    valueMaps: {},
    columns: [
      { column: 'Product ID', field: 'ProductID', blank: 'skip' },
      { column: 'DC', field: 'DistributionCenterID', blank: 'skip' },
      { column: 'Qty', field: 'AvailableQuantity', blank: 'skip' },
    ],
  };
}

export function wideQuantities(dcs: number[]): MappingFile {
  return {
    version: 1,
    resource: 'DCQuantities',
    operation: 'upsert',
    constants: {},
    valueMaps: {},
    columns: [
      { column: 'Product ID', field: 'ProductID', blank: 'skip' },
      ...dcs.map((d) => ({
        column: `DC ${d}`,
        unpivot: { key: 'DistributionCenterID', value: String(d) },
        blank: 'skip' as const,
      })),
    ],
  };
}

// Test helpers: a real sandbox on 127.0.0.1 and a real client talking to it.
import ExcelJS from 'exceljs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient, type ApiClient } from '../../../main/api/index.js';
import { TokenManager } from '../../../main/auth/index.js';
import { startSandbox, type SandboxHandle, type SandboxOptions } from '../../../server/index.js';

export interface TestService {
  sandbox: SandboxHandle;
  client: ApiClient;
  close(): Promise<void>;
}

export async function startService(opts: SandboxOptions = {}): Promise<TestService> {
  const sandbox = await startSandbox({ strict: true, port: 0, quiet: true, ...opts });
  const c = sandbox.credentials;
  const tokens = new TokenManager({
    baseUrl: sandbox.url,
    clientId: c.clientId,
    clientSecret: c.clientSecret,
    refreshToken: c.refreshToken,
  });
  const client = createApiClient({ baseUrl: sandbox.url, tokens });
  return {
    sandbox,
    client,
    close: async () => {
      await client.close();
      await sandbox.close();
    },
  };
}

export function tempDir(prefix = 'cb-jobs-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** All rows of a sheet as arrays of cell values (header included). */
export async function readSheet(path: string, sheet: string): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  const ws = wb.getWorksheet(sheet);
  if (!ws) throw new Error(`no sheet ${sheet} in ${path}; sheets: ${wb.worksheets.map((w) => w.name).join(', ')}`);
  const rows: unknown[][] = [];
  ws.eachRow({ includeEmpty: false }, (row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

export async function quantity(client: ApiClient, dc: number, product: number): Promise<number | null> {
  const r = await client.request({
    method: 'GET',
    path: `/v1/DCQuantities(DistributionCenterID=${dc},ProductID=${product})`,
  });
  return r.ok ? (r.body as { AvailableQuantity: number }).AvailableQuantity : null;
}

export async function mutations(sandbox: SandboxHandle): Promise<Record<string, number>> {
  const res = await fetch(`${sandbox.url}/admin/mutations`);
  return (await res.json()) as Record<string, number>;
}

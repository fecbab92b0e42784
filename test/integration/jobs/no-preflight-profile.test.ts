// --no-preflight with a token covering two profiles: POST bodies still carry each parent's
// ProfileID (read cheaply with $select=ID,ProfileID), so the rows are not refused with 400.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runImport } from '../../../main/jobs/index.js';
import { quantity, readSheet, clientServiceForFile } from '../../support/index.js';

const ctx = clientServiceForFile({ seedProducts: 10 });

describe('import without the pre-flight read', () => {
  it('fills ProfileID from the parent product, so upserts succeed when the token covers several profiles', async () => {
    expect(ctx.svc.sandbox.credentials.profiles.length).toBeGreaterThan(1);
    const file = join(ctx.dir, 'no-preflight.csv');
    writeFileSync(
      file,
      ['ProductID,DistributionCenterID,AvailableQuantity', '2000001,1,51', '2000002,2,52', '2000001,3,53'].join('\n'),
    );
    const out = join(ctx.dir, 'no-preflight-result.xlsx');
    const outcome = await runImport({
      file,
      resource: 'DCQuantities',
      out,
      preflight: false,
      client: ctx.svc.client,
      connection: ctx.connection(),
      mappingStore: null,
    });
    const rows = await readSheet(out, 'Results');
    for (const r of rows.slice(1)) {
      expect(r[3], `result ${String(r[3])}: ${String(r[5])}`).toMatch(/^(Created|Updated)$/);
      expect(Number(r[4])).toBeLessThan(300);
    }
    expect(outcome.exitCode).toBe(0);
    expect(await quantity(ctx.svc.client, 1, 2000001)).toBe(51);
    expect(await quantity(ctx.svc.client, 2, 2000002)).toBe(52);
    expect(await quantity(ctx.svc.client, 3, 2000001)).toBe(53);
    // The cheap read costs far less than one request per row.
    expect(outcome.plan!.readRequests).toBeLessThanOrEqual(2);
    expect(outcome.plan!.perProfile.map((p) => p.profileId)).not.toContain(null);
  });
});

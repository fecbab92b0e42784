// Issue 15, "every message names the fix": a SKU whose leading zeros Excel dropped, a SKU
// in the wrong letter case, a DC given by a name the connection does not have, an enum
// value the service does not accept; each message names the column and the cell.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runImport } from '../../../main/jobs/index.js';
import { readSheet, clientServiceForFile } from '../../support/index.js';

const ctx = clientServiceForFile({ seedProducts: 50 });

async function messages(csv: string, resource: string, operation?: string): Promise<unknown[][]> {
  const file = join(ctx.dir, `${resource}-${Math.random().toString(36).slice(2)}.csv`);
  writeFileSync(file, csv);
  const out = `${file}.xlsx`;
  await runImport({
    file,
    resource,
    out,
    client: ctx.svc.client,
    connection: ctx.connection(),
    mappingStore: null,
    dryRun: true,
    ...(operation ? { operation } : {}),
  });
  const rows = await readSheet(out, 'Results');
  const message = rows[0]!.indexOf('Message');
  return rows.slice(1).map((r) => [r[rows[0]!.indexOf('Result')], r[message]]);
}

describe('messages that name the fix', () => {
  it('unknown SKUs: leading zeros, letter case, spaces', async () => {
    expect(
      await messages(
        ['SKU,DC,Qty', '1,1,5', '000012-blk,1,5', '0000 003,1,5', 'NOPE,1,5'].join('\r\n'),
        'DCQuantities',
      ),
    ).toEqual([
      [
        'Invalid',
        "Unknown SKU '1': no product has this SKU in the profiles this connection covers. Fix: did you mean 0000001? Excel drops leading zeros: format the column as Text and type the SKU again",
      ],
      [
        'Invalid',
        "Unknown SKU '000012-blk': no product has this SKU in the profiles this connection covers. Fix: did you mean 000012-BLK? SKUs are matched letter for letter: write it in the letter case of the product",
      ],
      [
        'Invalid',
        "Unknown SKU '0000 003': no product has this SKU in the profiles this connection covers. Fix: did you mean 0000003? The SKU in the file has spaces the product SKU has not: remove them",
      ],
      [
        'Invalid',
        "Unknown SKU 'NOPE': no product has this SKU in the profiles this connection covers. Fix: correct the SKU, or give the ProductID instead",
      ],
    ]);
  });

  it('a DC name the connection does not have lists the DCs, with the cell', async () => {
    expect(
      await messages(['SKU,Lager,Qty', '0000001,München,5', '0000002,Berlin,6'].join('\r\n'), 'DCQuantities'),
    ).toEqual([
      [
        'Invalid',
        "Lager 'München' (cell B2): 'München' is not a distribution center of this connection. Fix: use the ID, Name, Code or City of one of: 0 Northwind Main Warehouse (NW-MAIN), 1 Contoso Berlin (CH-BER), 2 Contoso Hamburg Store (CH-HAM), 3 Contoso FBA (CH-FBA), 4 Contoso Drop Ship (CH-DS); or add 'München' to the value map of DistributionCenterID",
      ],
      ['Created', 'Dry run: would be sent'],
    ]);
  });

  it('an enum value lists the accepted values, with the column and cell', async () => {
    expect(
      await messages(['Name,Code,Type', 'Köln,CH-KOE,Lager'].join('\r\n'), 'DistributionCenters', 'create'),
    ).toEqual([
      [
        'Invalid',
        "Type 'Lager' (cell C2): Type: 'Lager' is not a DistributionCenterType value. Fix: Use one of: Warehouse, ExternallyManaged, DropShip, RetailStore (any letter case).",
      ],
    ]);
  });
});

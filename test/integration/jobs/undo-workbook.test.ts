// Issue 14, "undo that is never lost": `--operation update` on DistributionCenters wrote no
// undo workbook and no old values, and rows a run created were only counted, not listed. Now
// every run that changes data writes old values, and created rows are on sheet Delete, by key.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runImport } from '../../../main/jobs/index.js';
import { quantity, readSheet, clientServiceForFile } from '../../support/index.js';

const ctx = clientServiceForFile({ seedProducts: 5 }, 'cb-undo-wb-');

function run(name: string, text: string, resource: string, extra: { operation?: string; profile?: number } = {}) {
  const file = join(ctx.dir, name);
  writeFileSync(file, text);
  return runImport({
    file,
    resource,
    out: join(ctx.dir, name.replace('.csv', '-result.xlsx')),
    client: ctx.svc.client,
    connection: ctx.connection(),
    mappingStore: null,
    ...extra,
  });
}

describe('the undo workbook', () => {
  it('a DistributionCenters update keeps the old values of the fields it changed', async () => {
    const o = await run(
      'dc-update.csv',
      'ID,City,PostalCode\r\n1,Potsdam,14467\r\n2,Hamburg,\r\n',
      'DistributionCenters',
      {
        operation: 'update',
      },
    );
    expect(o.exitCode).toBe(0);
    const results = await readSheet(o.out!, 'Results');
    expect(results.slice(1).map((r) => [r[3], r[6]])).toEqual([
      ['Updated', 'ID=1; City=Berlin; PostalCode='],
      ['Unchanged', 'ID=2; City=Hamburg'],
    ]);
    expect(o.undo).toBe(join(ctx.dir, 'dc-update-result.undo.xlsx'));
    expect(await readSheet(o.undo!, 'Undo')).toEqual([
      ['ID', 'City', 'PostalCode'],
      [1, 'Berlin'],
    ]);
    expect(await readSheet(o.undo!, 'Delete')).toEqual([['ID', 'Code', 'Name']]);
  });

  it('centers a run created are listed on sheet Delete with their IDs', async () => {
    const o = await run('dc-new.csv', 'Code,Name,ProfileID\r\nUNDO-1,Undo One,12000002\r\n', 'DistributionCenters');
    expect(o.exitCode).toBe(0);
    const id = (await readSheet(o.out!, 'Results'))[1]![8];
    expect(typeof id).toBe('number');
    expect(await readSheet(o.undo!, 'Delete')).toEqual([
      ['ID', 'Code', 'Name'],
      [id, 'UNDO-1', 'Undo One'],
    ]);
  });

  it('quantities a run created are listed on sheet Delete by key; changed ones keep their old value', async () => {
    expect(await quantity(ctx.svc.client, 2, 2000001)).toBeNull();
    const before = await quantity(ctx.svc.client, 1, 2000001);
    const o = await run(
      'qty.csv',
      'DistributionCenterID,ProductID,AvailableQuantity\r\n2,2000001,7\r\n1,2000001,8\r\n',
      'DCQuantities',
    );
    expect(o.exitCode).toBe(0);
    expect(await readSheet(o.undo!, 'Undo')).toEqual([
      ['DistributionCenterID', 'ProductID', 'ProfileID', 'AvailableQuantity'],
      [1, 2000001, 12000002, before],
    ]);
    expect(await readSheet(o.undo!, 'Delete')).toEqual([
      ['DistributionCenterID', 'ProductID', 'ProfileID'],
      [2, 2000001, 12000002],
    ]);
  });
});

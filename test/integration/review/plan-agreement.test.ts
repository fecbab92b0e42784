// The app's review and the CLI's dry run run the same plan step (main/jobs/plan/plan-job.ts),
// so they give the same verdict, row by row, on a file with the cases that step decides:
// an unknown DC, a wide row with one bad cell, a duplicate key and an unknown SKU.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewState } from '../../../shared/ipc/index.js';
import { renderShown } from '../../../shared/i18n/index.js';
import { parseMapping, runImport } from '../../../main/jobs/index.js';
import { readSheet, startTestApp, type TestApp } from '../../support/index.js';

// The app's review says 'Will be updated' where a dry run's report says 'Updated'.
const asResult = (status: string): string =>
  status.startsWith('Will be ') ? status.slice('Will be '.length).replace(/^./, (c) => c.toUpperCase()) : status;

describe('review and CLI dry run agree', () => {
  let app: TestApp;
  let file: string;
  beforeAll(async () => {
    app = await startTestApp();
    file = path.join(app.dir, 'wide-stock.csv');
    writeFileSync(
      file,
      [
        'SKU,DC 1,DC 2,DC 99',
        '0000001,5,abc,', // row 2: wide row, one bad cell: held back whole
        '0000002,,,7', // row 3: unknown DC 99
        '0000003,4,,7', // row 4: one cell for DC 99: the DC 1 cell is held back too
        '0000004,1,,', // row 5: duplicate of row 6 (same SKU and DC), another value: both Invalid
        '0000004,2,,', // row 6
        'NOPE-9,1,,', // row 7: unknown SKU
        '0000005,3,4,', // row 8: fine
      ].join('\n'),
    );
  });
  afterAll(async () => app?.ctx.dispose());

  it('gives the same result and message for every row', async () => {
    // Written out, since auto-mapping rightly doubts a DC column whose samples include 'abc'.
    const mapping = parseMapping({
      version: 1,
      resource: 'DCQuantities',
      operation: 'upsert',
      columns: [
        { column: 'SKU', field: 'Sku' },
        ...['1', '2', '99'].map((dc) => ({ column: `DC ${dc}`, unpivot: { key: 'DistributionCenterID', value: dc } })),
      ],
    });

    const { sessionId } = await app.call('review.open', { file: app.chosen(file), mapping });
    await app.waitFor('review.progress', (p: ReviewState) => p.sessionId === sessionId && p.complete);
    await app.call('review.preflight', { sessionId });
    const review = (await app.call('review.rows', { sessionId, filter: 'all', offset: 0, limit: 50 })).rows;

    const out = path.join(app.dir, 'dry-run.xlsx');
    const active = app.ctx.connections.client();
    const dry = await runImport({
      file,
      resource: 'DCQuantities',
      mapping,
      out,
      dryRun: true,
      client: active.client,
      connection: active.connection,
      mappingStore: null,
      jobsDir: app.ctx.jobsDir,
    });
    expect(dry.dryRun).toBe(true);
    const cli = (await readSheet(out, 'Results')).slice(1);
    const WOULD = /(?:^|; )(?:DC \d+: )?Dry run: would be sent/g;
    const cliRows = cli.map((r) => ({
      result: String(r[4]),
      message: String(r[6] ?? '')
        .replace(WOULD, '')
        .replace(/^; /, ''),
    }));
    // Review's messages arrive as data (issue 40): said in English, they are the CLI's words.
    const appRows = review.map((r) => ({ result: asResult(r.status), message: renderShown(r.message) }));

    expect(appRows.map((r) => r.result)).toEqual(cliRows.map((r) => r.result));
    expect(appRows.map((r) => r.result)).toEqual([
      'Invalid',
      'Invalid',
      'Invalid',
      'Invalid', // issue 41: two rows of one key with different values are both Invalid, naming each other
      'Invalid',
      'Invalid',
      expect.stringMatching(/^(Created|Updated|Unchanged)$/),
    ]);
    for (const [i, row] of appRows.entries()) expect(row.message, `row ${i + 2}`).toBe(cliRows[i]!.message);
    expect(appRows[0]!.message).toMatch(/DC 1: Not sent: another cell of this row is invalid/);
    expect(appRows[1]!.message).toMatch(/no distribution center with ID 99/);
    expect(appRows[2]!.message).toMatch(/DC 1: Not sent: another cell/);
    expect(appRows[3]!.message).toMatch(/row 6 \(AvailableQuantity 2\) has the same key with other values/);
    expect(appRows[4]!.message).toMatch(/row 5 \(AvailableQuantity 1\) has the same key with other values/);
    expect(appRows[5]!.message).toMatch(/Unknown SKU 'NOPE-9'/);
  }, 60_000);
});

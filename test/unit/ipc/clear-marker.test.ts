// Issue 32, finding 3, in the app: the clear marker set on the Map step travels in the
// Mapping over IPC to the review and the run (a cell holding it clears its value, #CLEAR is
// then text), and is saved with the mapping file.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderShown } from '../../../shared/i18n/index.js';
import type { JobProgress, ReviewState } from '../../../shared/ipc/index.js';
import { startTestApp, type TestApp } from '../../support/index.js';

describe('the clear marker over IPC', () => {
  let app: TestApp;
  let file: string;
  beforeAll(async () => {
    app = await startTestApp();
    file = path.join(app.dir, 'attributes.csv');
    // Seed: product 2000003's Color is Blue, 2000006's Red, 2000012's Black and its Size XL.
    writeFileSync(file, 'Sku,Color,Size\n0000003,(leer),\n0000006,#CLEAR,\n0000012,,#CLEAR\n');
  });
  afterAll(async () => app?.ctx.dispose());

  it('reaches the job from the Map step and is saved with the mapping', async () => {
    const s = await app.call('mapping.suggest', { file: app.chosen(file), resource: 'AttributeValues' });
    expect(s.resource).toBe('AttributeValues');
    const mapping = { ...s.mapping, clear: '(leer)' };

    const { sessionId } = await app.call('review.open', { file: app.chosen(file), mapping });
    await app.waitFor('review.progress', (p: ReviewState) => p.sessionId === sessionId && p.complete);
    await app.call('review.preflight', { sessionId });
    const { jobId } = await app.call('jobs.start', { sessionId });
    await app.waitFor('jobs.progress', (p: JobProgress) => p.jobId === jobId && p.state === 'finished');
    const { rows } = await app.call('jobs.rows', { jobId, result: 'all', offset: 0, limit: 10 });
    expect(rows.map((r) => [r.rowNumber, r.result, r.old, r.new])).toEqual([
      [2, 'Updated', 'Color: Blue', 'Color: '],
      [3, 'Updated', 'Color: Red', 'Color: #CLEAR'],
      [4, 'Updated', 'Size: XL', 'Size: #CLEAR'],
    ]);
    expect(renderShown(rows[0]!.message)).toBe(
      'Size: Blank Size: nothing to send (a blank cell leaves the value as it is; write (leer) in the cell to clear it)',
    );
    // A sheet of changes only (no filled cell equals the service's value): its blanks are not
    // "emptied cells", only blanks (issue 41).
    expect(renderShown(rows[2]!.message)).toBe(
      'Color: Blank Color: nothing to send (a blank cell leaves the value as it is; write (leer) in the cell to clear it)',
    );

    const saved = path.join(app.dir, 'attributes-mapping.json');
    await app.call('mapping.save', { mapping, target: app.saveTo(saved) });
    expect((JSON.parse(readFileSync(saved, 'utf8')) as { clear?: string }).clear).toBe('(leer)');
  }, 60_000);
});

// Issue 42: History with 20 runs and undos. Seventeen one-row runs are sent through the real
// handler table and sandbox (the calls the screens make), three of them undone; History then
// shows each undo on the line under its run, with no Undo of its own, the undone runs no longer
// offer Undo, the buttons carry one short word, "Remove old journals" comes last, the screen
// fits 1280x800 and axe-core finds nothing. Screenshot: history-20-runs.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRIDGE_GLOBAL, type Channel, type RequestOf, type ResponseOf } from '../../shared/ipc/index.js';
import { axeViolations, chromiumAvailable, overflowOffenders, startE2EApp, type E2EApp } from '../support/e2e/index.js';
import { tempDir } from '../support/index.js';

const RUNS = 17;
const UNDONE = [2, 7, 12]; // which runs (by order sent) are undone

describe.skipIf(!chromiumAvailable)('History with 20 runs and undos', () => {
  let app: E2EApp;
  const ids: string[] = [];
  const undoIds: string[] = [];
  /** A call through the page's bridge, as the screens make it. */
  const call = <C extends Channel>(channel: C, req: RequestOf<C>): Promise<ResponseOf<C>> =>
    app.page.evaluate(
      ([g, c, r]) =>
        (globalThis as never as Record<string, { call: Record<string, (x: unknown) => unknown> }>)[g]!.call[c]!(r),
      [BRIDGE_GLOBAL, channel, req] as const,
    ) as Promise<ResponseOf<C>>;

  beforeAll(async () => {
    app = await startE2EApp('history-20-runs');
    await app.page.setViewportSize({ width: 1280, height: 800 });
    const dir = tempDir('cb-history-');
    for (let i = 0; i < RUNS; i++) {
      const file = path.join(dir, `stock-week-${String(i + 1).padStart(2, '0')}.csv`);
      writeFileSync(file, `ProductID,DistributionCenterID,AvailableQuantity\n${2000001 + i},1,${900 + i}\n`);
      const token = app.context.files.grant(file, 'file').token;
      const preview = await call('files.inspect', { file: token });
      const where = { file: token, sheet: preview.sheet, headerRow: preview.headerRowNumber };
      const suggestion = await call('mapping.suggest', where);
      const { sessionId } = await call('review.open', { ...where, mapping: suggestion.mapping });
      const { jobId } = await call('jobs.start', { sessionId });
      await app.context.jobs.settled(jobId);
      ids.push(jobId);
    }
    for (const n of UNDONE) undoIds.push(...(await call('jobs.undo', { jobId: ids[n]! })).jobIds);
  }, 400_000);
  afterAll(async () => app?.close());

  it('shows each undo under its run, short buttons, the destructive control last', async () => {
    const { page } = app;
    expect(undoIds).toHaveLength(UNDONE.length);
    await page.getByRole('button', { name: 'History' }).click();
    const table = page.getByRole('table', { name: 'Past runs' });
    const rows = table.locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(RUNS + UNDONE.length);

    const order = await rows.evaluateAll((trs) =>
      trs.map((tr) => ({
        undo: tr.classList.contains('undo-row'),
        file: tr.children[1]!.textContent,
        buttons: Array.from(tr.querySelectorAll('button')).map(
          (b) => `${b.textContent}=${b.getAttribute('aria-label')}`,
        ),
      })),
    );
    for (const [k, n] of UNDONE.entries()) {
      const at = order.findIndex((r) => r.buttons.some((b) => b.endsWith(`=Open report ${ids[n]}`)));
      expect(at, `run ${ids[n]} is listed`).toBeGreaterThanOrEqual(0);
      // The run itself: a report, no second Undo.
      expect(order[at]!.buttons).toEqual([`Report=Open report ${ids[n]}`]);
      // Its undo on the next line, with its own report and nothing else.
      expect(order[at + 1]).toEqual({
        undo: true,
        file: '↳ Undo of the run above',
        buttons: [`Report=Open report ${undoIds[k]}`],
      });
    }
    // Every other run still offers Undo, under a one-word label that names the run to a screen reader.
    const others = order.filter((r) => !r.undo && r.buttons.length === 2);
    expect(others).toHaveLength(RUNS - UNDONE.length);
    for (const r of others) expect(r.buttons[1]).toMatch(/^Undo=Undo run \S+$/);

    // "Remove old journals" comes after the table.
    const prune = page.getByRole('button', { name: 'Remove old journals' });
    const after = await prune.evaluate(
      (btn) => (document.querySelector('table')!.compareDocumentPosition(btn) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
    );
    expect(after).toBe(true);

    await app.screenshot('history-20-runs');
    expect(await overflowOffenders(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  }, 120_000);
});

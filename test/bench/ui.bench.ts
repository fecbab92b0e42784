// npm run bench:ui — the UI over the real handler table and engines, in headless Chromium:
// time from dropping a 100,000 and a 1,000,000-row CSV to its first rows shown and to the
// review grid complete (every row read and validated), the main process's worst event-loop
// stall meanwhile, and frame times while scrolling the review grid (requestAnimationFrame
// deltas collected in the page).
// "Complete" is the renderer showing the review counts of all rows: the "Rows read" status
// says every row was read and the "Review counts" group shows the Ready/Invalid/Skipped/
// Unchanged counts the worker found (both appear only once reading has finished). Issue 12's
// target is printed for 1,000,000 rows: complete in at most 6 s (PASS/FAIL, exit 1 on FAIL).
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { registerFilePath, startE2EApp } from '../support/e2e/index.js';

async function writeCsv(file: string, rows: number): Promise<void> {
  const out = createWriteStream(file);
  out.write('ProductID,DistributionCenterID,AvailableQuantity\n');
  for (let i = 0; i < rows; i++) {
    if (!out.write(`${2000001 + (Math.floor(i / 4) % 1000)},${(i % 4) + 1},${i % 5000}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

const TARGET_MS = 6_000;

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95), max: s[s.length - 1] ?? 0 };
};

async function bench(rows: number): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cb-bench-ui-'));
  const file = path.join(dir, `stock-${rows}.csv`);
  await writeCsv(file, rows);
  const app = await startE2EApp(`bench-ui-${rows}`);
  const { page } = app;
  try {
    await registerFilePath(page, path.basename(file), file);
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const t0 = performance.now();
    // The File's bytes do not matter: main reads the path (webUtils.getPathForFile in Electron).
    await page.evaluate((name) => {
      const dt = new DataTransfer();
      dt.items.add(new File(['stub'], name));
      document
        .querySelector('.app')!
        .dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
    }, path.basename(file));
    await page.getByRole('table', { name: 'First rows' }).getByRole('row').nth(5).waitFor({ timeout: 60_000 });
    const firstRows = performance.now() - t0;
    await page.getByRole('button', { name: 'Continue to mapping' }).click();
    await page.getByRole('button', { name: 'Review rows' }).click();
    await page.getByRole('grid', { name: 'Review rows' }).getByRole('row').nth(3).waitFor({ timeout: 60_000 });
    const gridFirst = performance.now() - t0;
    const done = `${rows.toLocaleString('en-US')} rows`;
    await page.waitForFunction(
      (text) =>
        document.querySelector('[aria-label="Rows read"]')?.textContent === text &&
        /^Ready [\d,]+ · Invalid [\d,]+ · Skipped [\d,]+ · Unchanged [\d,]+$/.test(
          document.querySelector('[aria-label="Review counts"]')?.textContent ?? '',
        ),
      done,
      { timeout: 600_000, polling: 50 },
    );
    const complete = performance.now() - t0;
    const counts = await page.getByRole('group', { name: 'Review counts' }).textContent();
    loop.disable();

    const deltas = await page.evaluate(async () => {
      const el = document.querySelector('[role="grid"][aria-label="Review rows"]') as HTMLElement;
      const out: number[] = [];
      let last = performance.now();
      for (let i = 0; i < 240; i++) {
        await new Promise<void>((r) => requestAnimationFrame(() => r()));
        const now = performance.now();
        out.push(now - last);
        last = now;
        el.scrollTop += i < 120 ? 90 : 4000; // smooth scrolling, then long jumps (pages fetched from main)
      }
      return out;
    });
    const f = stats(deltas.slice(1));
    console.log(`${rows.toLocaleString('en-US')} rows (${(complete / 1000).toFixed(1)} s):`);
    console.log(`  drop -> first rows shown        ${firstRows.toFixed(0)} ms`);
    console.log(`  drop -> review grid first rows  ${gridFirst.toFixed(0)} ms (including two clicks)`);
    console.log(
      `  drop -> review grid complete    ${complete.toFixed(0)} ms  (${Math.round(rows / (complete / 1000)).toLocaleString('en-US')} rows/s)`,
    );
    console.log(`  review counts shown             ${counts}`);
    if (rows === 1_000_000) {
      const ok = complete <= TARGET_MS;
      console.log(
        `  ${ok ? 'PASS' : 'FAIL'}  1,000,000-row review complete <= ${TARGET_MS / 1000} s: ${(complete / 1000).toFixed(1)} s = ${(complete / TARGET_MS).toFixed(2)}x the target`,
      );
      if (!ok) process.exitCode = 1;
    }
    console.log(
      `  main event loop while reading   p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms`,
    );
    console.log(
      `  scroll frame time               median ${f.median.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, max ${f.max.toFixed(1)} ms over ${deltas.length - 1} frames`,
    );
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
for (const rows of sizes.length ? sizes : [100_000, 1_000_000]) await bench(rows);

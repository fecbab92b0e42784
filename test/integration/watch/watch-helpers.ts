// What the watch tests share: DC quantity files for the Contoso profile, a second process
// that copies a file into the folder in slow chunks, the JSON lines a watcher printed, and
// every value of a file read back from the sandbox, and the sandbox and temp folder a test
// file runs against.
import { spawn } from 'node:child_process';
import { expect } from 'vitest';
import { quantity, type RunningCli, type Service, useTestBed } from '../../support/index.js';

/**
 * A sandbox with 10 products (no rate limit) and a temp folder named `prefix…` for the tests of
 * one file (test/support's useTestBed).
 */
export function useWatchBed(prefix: string, use: (svc: Service, dir: string) => void): void {
  useTestBed(prefix, { seedProducts: 10, rateLimit: 0 }, use);
}

export interface WatchJson {
  job: string | null;
  file: string;
  status: string;
  exitCode: number;
  counts: Record<string, number> | null;
  result: string | null;
  undo: string | null;
  movedTo: string | null;
  message?: string;
  startedAt: string;
  finishedAt: string;
  failedRows: { row: number; result: 'Failed' | 'Invalid'; message: string }[];
}

/** Quantities of products from..to at DCs 1-4 (Contoso), each value distinct per `base`. */
export function stockCsv(base: number, from: number, to: number): { text: string; values: Map<string, number> } {
  const lines = ['Product ID,DC,Qty'];
  const values = new Map<string, number>();
  for (let p = from; p <= to; p++)
    for (let dc = 1; dc <= 4; dc++) {
      const v = base + p * 4 + dc;
      lines.push(`${2_000_000 + p},${dc},${v}`);
      values.set(`${dc},${2_000_000 + p}`, v);
    }
  return { text: `${lines.join('\n')}\n`, values };
}

/** A second process writes `text` to `path` in `chunks` pieces, `gapMs` apart (a slow copy). */
export function slowCopy(path: string, text: string, chunks: number, gapMs: number): Promise<number | null> {
  const script = `
    const fs = require('node:fs');
    const [path, text, chunks, gap] = [process.argv[1], process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
    const size = Math.ceil(text.length / chunks);
    let i = 0;
    const fd = fs.openSync(path, 'w');
    const next = () => {
      if (i >= text.length) { fs.closeSync(fd); return; }
      fs.writeSync(fd, text.slice(i, i + size)); i += size;
      setTimeout(next, gap);
    };
    next();`;
  const child = spawn(process.execPath, ['-e', script, path, text, String(chunks), String(gapMs)], { stdio: 'ignore' });
  return new Promise((r) => child.on('close', (code) => r(code)));
}

/** The JSON objects a watcher printed so far (stdout holds nothing else under --json). */
export function jsonLines(stdout: string): WatchJson[] {
  return stdout
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as WatchJson);
}

/** Waits until the watcher has printed `n` objects (or ended); bounded by the CLI's own timeout. */
export async function waitForObjects(run: RunningCli, n: number): Promise<void> {
  await run.waitFor(new RegExp(`^(.*\\n){${n}}`));
}

/** Every value of a file as the sandbox holds it now. */
export async function expectValues(svc: Service, values: Map<string, number>): Promise<void> {
  const wrong: string[] = [];
  for (const [key, v] of values) {
    const [dc, product] = key.split(',').map(Number) as [number, number];
    const got = await quantity(svc, dc, product);
    if (got !== v) wrong.push(`${key}: ${got} instead of ${v}`);
  }
  expect(wrong.slice(0, 10)).toEqual([]);
}

/** No two handlings overlap in time, across every watcher's objects. */
export function expectNoOverlap(objects: WatchJson[]): void {
  const spans = objects
    .map((o) => [Date.parse(o.startedAt), Date.parse(o.finishedAt), o.file] as const)
    .sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i++)
    expect(spans[i]![0], `${spans[i]![2]} started before ${spans[i - 1]![2]} ended`).toBeGreaterThanOrEqual(
      spans[i - 1]![1],
    );
}

// Issue 25: Ctrl-C (and SIGTERM) answered within a second while a large file is being read.
// A million-row CSV and XLSX, generated here, take well over five seconds to ingest; the
// signal comes once the read stage reports progress, and the CLI must exit 4 within 1 s with
// its interrupted message, nothing sent, and a journal that `resume` reads again from the start.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Journal } from '../../../main/journal/index.js';
import { startSandbox, type SandboxHandle } from '../../../server/index.js';
import { handMadeXlsx, killChildren, startCli, tempDir } from '../../support/index.js';

const ROWS = 1_000_000;
let sandbox: SandboxHandle;
let dir: string;

beforeAll(async () => {
  dir = tempDir('cb-sigint-ingest-');
  sandbox = await startSandbox({ strict: true, port: 0, dataDir: join(dir, 'service'), rateLimit: 0, quiet: true });
}, 60_000);
afterAll(async () => {
  killChildren();
  await sandbox?.close();
});

/** Rows of one product per DC, quantities all different: nothing here is blank or invalid. */
function writeCsv(): string {
  const lines = ['Product ID,DC,Qty'];
  for (let r = 0; r < ROWS; r++) lines.push(`${2_000_000 + Math.floor(r / 4)},${(r % 4) + 1},${r % 9973}`);
  const file = join(dir, 'stock.csv');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

function writeXlsx(): string {
  const parts = ['<row r="1"><c r="A1" t="inlineStr"><is><t>Product ID</t></is></c>'];
  parts.push('<c r="B1" t="inlineStr"><is><t>DC</t></is></c><c r="C1" t="inlineStr"><is><t>Qty</t></is></c></row>');
  for (let r = 0; r < ROWS; r++) {
    const n = r + 2;
    parts.push(
      `<row r="${n}"><c r="A${n}"><v>${2_000_000 + Math.floor(r / 4)}</v></c><c r="B${n}"><v>${(r % 4) + 1}</v></c><c r="C${n}"><v>${r % 9973}</v></c></row>`,
    );
  }
  const file = join(dir, 'stock.xlsx');
  writeFileSync(file, handMadeXlsx(parts.join('')));
  return file;
}

async function mutations(): Promise<number> {
  return Object.keys((await (await fetch(`${sandbox.url}/admin/mutations`)).json()) as object).length;
}

async function interruptDuringIngest(file: string, signal: NodeJS.Signals, home: string) {
  const creds = ['--credentials', join(dir, 'service', 'credentials.json')];
  const run = startCli(['import', file, '--resource', 'DCQuantities', '--out', join(dir, `${signal}.xlsx`), ...creds], {
    COMMERCE_BULK_HOME: home,
  });
  const jobId = /^Job (\S+)/.exec(await run.firstLine)?.[1];
  expect(jobId, run.stderr()).toBeTruthy();
  // The read stage is well under way (100,000 rows read or more, of a million): the signal
  // lands in the middle of the ingest.
  await run.waitFor(/^read: \d{6,}/m, 'stderr');
  expect(run.child.exitCode, run.stderr()).toBeNull();
  const signalled = performance.now();
  run.child.kill(signal);
  const stopped = await run.done;
  return { jobId: jobId!, stopped, stopMs: Math.round(performance.now() - signalled) };
}

describe('a signal during the ingest of a million rows', () => {
  for (const [format, write, signal] of [
    ['CSV', writeCsv, 'SIGINT'],
    ['XLSX', writeXlsx, 'SIGTERM'],
  ] as const) {
    it(`${format}: ${signal} exits 4 within 1 s; nothing sent, the journal resumes from the start`, async () => {
      const file = write();
      const home = join(dir, `home-${format}`);
      const { jobId, stopped, stopMs } = await interruptDuringIngest(file, signal, home);
      console.log(`${format} ${signal} during the ingest to exit: ${stopMs} ms`);
      expect(stopped.code, stopped.stderr).toBe(4);
      expect(stopMs, `exit within 1 s of ${signal}`).toBeLessThan(1000);
      expect(stopped.stdout).toContain(
        `Interrupted. Every row's state is in the journal; continue with: resume ${jobId}`,
      );
      expect(await mutations()).toBe(0);
      const journal = Journal.open(jobId, join(home, 'jobs'));
      try {
        // Not read to the end: resume reads the file again from its first row.
        expect(journal.data.status).toBe('created');
      } finally {
        journal.close();
      }
    }, 240_000);
  }
});

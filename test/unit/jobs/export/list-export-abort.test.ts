// A stopped export leaves nothing behind: neither the file nor its .partial, whether the stop
// comes between two pages or while a page is being read (the client then throws its
// RunStoppedError, which the engine reports as its own interruption, exit 4 in the CLI).
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RunStoppedError } from '../../../../main/api/index.js';
import { JobInterrupted, exportList, type JobClient } from '../../../../main/jobs/index.js';
import { tempDir } from '../../../support/index.js';

const dir = tempDir('cb-export-abort-');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = (from: number) =>
  Array.from({ length: 100 }, (_, i) => ({
    ID: from + i,
    Name: `DC ${from + i}`,
    OperatingHours: [{ DistributionCenterID: from + i, DayID: 'Monday' }],
  }));

/** Pages of DistributionCenters; `onPage(n)` runs before page n is handed out and may stop or throw. */
function client(pages: number, onPage: (n: number, signal?: AbortSignal) => void): JobClient {
  return {
    request: () => Promise.reject(new Error('not used')),
    batch: () => Promise.reject(new Error('not used')),
    list: <T>(_path: string, opts?: { signal?: AbortSignal }) =>
      (async function* () {
        for (let n = 0; n < pages; n++) {
          onPage(n, opts?.signal);
          yield page(n * 100) as T[];
        }
      })(),
  };
}

describe.each(['xlsx', 'csv'])('a stopped %s export', (ext) => {
  it('between pages: JobInterrupted, no file', async () => {
    const stop = new AbortController();
    const out = join(dir, `between.${ext}`);
    const seen: number[] = [];
    const run = exportList({
      client: client(5, (n) => {
        if (n === 2) stop.abort();
      }),
      resource: 'DistributionCenters',
      expand: ['OperatingHours'],
      out,
      signal: stop.signal,
      onProgress: (p) => seen.push(p.done),
    });
    await expect(run).rejects.toBeInstanceOf(JobInterrupted);
    expect(seen).toEqual([100, 200]);
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(dir).filter((f) => f.startsWith('between'))).toEqual([]);
  });

  it('during a page: JobInterrupted, no file', async () => {
    const stop = new AbortController();
    const out = join(dir, `during.${ext}`);
    const run = exportList({
      client: client(5, (n) => {
        if (n === 1) {
          stop.abort();
          throw new RunStoppedError();
        }
      }),
      resource: 'DistributionCenters',
      out,
      signal: stop.signal,
    });
    await expect(run).rejects.toBeInstanceOf(JobInterrupted);
    expect(readdirSync(dir).filter((f) => f.startsWith('during'))).toEqual([]);
  });

  it('before it starts: no file is opened', async () => {
    const out = join(dir, `before.${ext}`);
    await expect(
      exportList({ client: client(1, () => undefined), resource: 'Packages', out, signal: AbortSignal.abort() }),
    ).rejects.toBeInstanceOf(JobInterrupted);
    expect(readdirSync(dir).filter((f) => f.startsWith('before'))).toEqual([]);
  });
});

it('an unknown field is refused before any file is opened', async () => {
  const out = join(dir, 'unknown.csv');
  await expect(
    exportList({ client: client(1, () => undefined), resource: 'Packages', select: ['Colour'], out }),
  ).rejects.toThrow('Packages has no field Colour');
  expect(existsSync(`${out}.partial`)).toBe(false);
});

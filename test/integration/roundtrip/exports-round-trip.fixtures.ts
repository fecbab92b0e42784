// What exports-round-trip-keyed.test.ts and exports-round-trip-dcs.test.ts share: the tricky
// values, the two formats, seed workbooks, and a strict sandbox with a CLI home to run against.
import ExcelJS from 'exceljs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { cli, killChildren, removeDir, type Service, show, startService, tempDir } from '../../support/index.js';

// Text a spreadsheet would run as a formula, leading zeros, non-ASCII and a number too long
// for a double; and text that already starts with an apostrophe before a formula character,
// which the CSV reader must not mistake for the writer's protective mark.
export const TRICKY = [
  '=1+2',
  '+49 30 1234',
  '-minus',
  '@SUM(A1:A3)',
  '0000123',
  '日本語 ✓ émoji 🎉',
  '12345678901234567890',
  "'=quoted",
  "'-5",
  '\tTab',
  '\rCR',
  ' padded ',
  'line1\nline2',
  '"quoted", comma',
  '-5',
  '1e5',
  'TRUE',
  '2024-01-02',
  '1,5',
];
export const FORMATS = ['xlsx', 'csv'] as const;

/** A CSV cell, quoted as RFC 4180 wants. */
const q = (s: string): string => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
export const csv = (rows: (string | number)[][]): string =>
  `${rows.map((r) => r.map((c) => q(String(c))).join(',')).join('\n')}\n`;

/**
 * Seeds go in as XLSX: a text cell holds any value as it is (a CSV reader drops an apostrophe
 * before '='). A CR is written as Excel writes it, _x000D_: exceljs writes it raw, and a raw CR
 * in XML text is an LF to every XML reader (XML 1.0 section 2.11, issue 26).
 */
export async function writeXlsx(path: string, rows: (string | number)[][]): Promise<void> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Sheet1').addRows(
    rows.map((r) => r.map((c) => (typeof c === 'string' ? c.replace(/\r/g, '_x000D_') : c))),
  );
  await wb.xlsx.writeFile(path);
}

export interface RoundTripBed {
  svc: Service;
  dir: string;
  home: string;
  /** A CLI command against the sandbox that must exit 0. */
  run(args: string[], what: string): Promise<void>;
}

/** Starts the sandbox, hands it over and seeds it through `seed` before the file's tests; closes it after them. */
export function useRoundTripBed(prefix: string, seed: (bed: RoundTripBed) => Promise<void>): void {
  let bed: RoundTripBed | undefined;
  beforeAll(async () => {
    const svc = await startService();
    const dir = tempDir(prefix);
    const home = join(dir, 'home');
    const run = async (args: string[], what: string): Promise<void> => {
      const r = await cli([...args, '--credentials', svc.creds], home);
      expect(r.code, `${what}: ${show(r)}`).toBe(0);
    };
    bed = { svc, dir, home, run };
    await seed(bed);
  }, 120_000);
  afterAll(async () => {
    killChildren();
    await bed?.svc.close();
    if (bed) removeDir(bed.dir);
  });
}

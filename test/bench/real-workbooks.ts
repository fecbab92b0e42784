// The workbooks shaped as users' programs save them, for npm run bench:sheets: one saved by
// LibreOffice (scripts/make-bench-libreoffice.sh, Debian's soffice) and one in Excel's XML
// (excel-shaped.ts). They take minutes to make at a million rows, so they are kept in
// /tmp/commerce-bulk-bench, named by their row count (and the shape's version), and made again only when
// missing.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { writeExcelShaped } from './excel-shaped.js';

const CACHE = process.env.BENCH_CACHE ?? '/tmp/commerce-bulk-bench';
const ROOT = resolve(import.meta.dirname, '../..');

export async function libreOfficeWorkbook(rows: number, log: (s: string) => void): Promise<string> {
  const path = join(CACHE, `libreoffice-${rows}.xlsx`);
  if (existsSync(path)) return path;
  mkdirSync(CACHE, { recursive: true });
  log(`Making ${path} with LibreOffice (minutes at a million rows; kept for the next run)...`);
  execFileSync('sh', [join(ROOT, 'scripts/make-bench-libreoffice.sh'), String(rows), path], { stdio: 'inherit' });
  return path;
}

export async function excelShapedWorkbook(rows: number, log: (s: string) => void): Promise<string> {
  const path = join(CACHE, `excel-shaped-v2-${rows}.xlsx`);
  if (existsSync(path)) return path;
  mkdirSync(CACHE, { recursive: true });
  log(`Making ${path} in Excel's XML (kept for the next run)...`);
  await writeExcelShaped(rows, path);
  return path;
}

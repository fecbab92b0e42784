// Issue 25: a ChannelDocuments sheet's File cells reached any PDF on disk ('../', absolute
// paths and symbolic links all uploaded files from outside the chosen folder), and "one PDF,
// one order" compared names, so a link to a PDF another row names slipped through. Through the
// real CLI against the sandbox, with real files and real links in a temp folder: each File is
// followed to its real path, which must lie inside the folder's real path; the ones that leave
// are Invalid with the reason, one real file named by two rows is caught, nothing of those
// rows is sent. And the plan line costs the uploads at the run's --budget, not at 2000/min.
import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cli,
  results,
  show,
  startClientService,
  tempDir,
  writeCsv,
  type TestService,
  resetCounters,
} from '../../support/index.js';
import { minimalPdf } from './pdf.js';
import { writeFileSync } from 'node:fs';

const NW = 12000001;
const order = (i: number): number => 5_000_000 + i;
const HEADER = 'OrderID,ProfileID,DocumentType,File,InvoiceNumber,TotalAmount,TotalVATAmount,AdjustmentID';
const row = (i: number, file: string): string => `${order(i)},${NW},AmazonVATInvoice,${file},INV-${i},10,1,`;

let svc: TestService;
let dir: string;
let folder: string;
let outside: string;
beforeAll(async () => {
  dir = tempDir('cb-docs-confined-');
  svc = await startClientService({ seedProducts: 300, strict: false, dataDir: join(dir, 'service') });
  folder = join(dir, 'invoices');
  outside = join(dir, 'elsewhere');
  mkdirSync(folder);
  mkdirSync(outside);
  for (const n of ['good', 'a', 'inside-abs', 'budget-1', 'budget-2'])
    writeFileSync(join(folder, `${n}.pdf`), minimalPdf(n));
  writeFileSync(join(outside, 'secret.pdf'), minimalPdf('not for upload'));
  symlinkSync(join(outside, 'secret.pdf'), join(folder, 'link-out.pdf')); // a file link leading out
  symlinkSync(outside, join(folder, 'sub')); // a folder link leading out
  symlinkSync('a.pdf', join(folder, 'alias.pdf')); // a link inside: the same file as a.pdf
}, 60_000);
afterAll(async () => {
  await svc?.close();
});

const creds = (): string[] => ['--credentials', join(dir, 'service', 'credentials.json')];
const home = (): string => join(dir, 'home');

async function uploads(): Promise<number> {
  const m = (await (await fetch(`${svc.sandbox.url}/admin/mutations`)).json()) as Record<string, number>;
  return Object.values(m).reduce((a, b) => a + b, 0);
}

describe('File cells confined to the documents folder', () => {
  it('refuses paths and links that leave the folder, and one real file named twice', async () => {
    const sheet = writeCsv(dir, 'todo.csv', [
      HEADER,
      row(3, 'good.pdf'), // 2 sent
      row(4, '../elsewhere/secret.pdf'), // 3 '..' out of the folder
      row(5, join(outside, 'secret.pdf')), // 4 an absolute path elsewhere
      row(6, 'link-out.pdf'), // 5 a link to a file elsewhere
      row(7, 'sub/secret.pdf'), // 6 through a folder link
      row(8, 'a.pdf'), // 7 the same real file as row 8
      row(9, 'alias.pdf'), // 8 ... named through a link
      row(10, join(folder, 'inside-abs.pdf')), // 9 an absolute path inside the folder: fine
    ]);
    await resetCounters(svc.sandbox);
    const out = join(dir, 'result.xlsx');
    const args = ['import', sheet, '--resource', 'ChannelDocuments', '--documents', folder, '--out', out];
    const r = await cli([...args, ...creds()], home());
    expect(r.code, show(r)).toBe(1);
    const got = await results(out);
    const outsideMsg = (cell: string): string =>
      `File '${cell}' is outside the documents folder ${folder}: only PDFs inside it are sent. Fix: put the PDF in that folder and name it by its path there`;
    const linkMsg = (cell: string): string =>
      `File '${cell}' is a link to ${join(outside, 'secret.pdf')}, outside the documents folder ${folder}: only PDFs inside it are sent. Fix: copy the PDF itself into that folder`;
    const twice = (cell: string): string =>
      `File '${cell}' is named by rows 7 and 8: one PDF cannot be the document of two orders. Fix: give each row the PDF of its own order`;
    expect(got.map((g) => [g.result, g.result === 'Created' ? '' : g.message])).toEqual([
      ['Created', ''],
      ['Invalid', outsideMsg('../elsewhere/secret.pdf')],
      ['Invalid', outsideMsg(join(outside, 'secret.pdf'))],
      ['Invalid', linkMsg('link-out.pdf')],
      ['Invalid', linkMsg('sub/secret.pdf')],
      ['Invalid', twice('a.pdf')],
      ['Invalid', twice('alias.pdf')],
      ['Created', ''],
    ]);
    expect(await uploads()).toBe(2);
  }, 180_000);

  it("costs the plan at the run's --budget", async () => {
    const sheet = writeCsv(dir, 'budget.csv', [HEADER, row(20, 'budget-1.pdf'), row(21, 'budget-2.pdf')]);
    const out = join(dir, 'budget-result.xlsx');
    const args = ['import', sheet, '--resource', 'ChannelDocuments', '--documents', folder, '--out', out];
    const r = await cli([...args, '--budget', '60', '--dry-run', ...creds()], home());
    expect(r.code, show(r)).toBe(0);
    // Two uploads at 60 a minute: two seconds (at 2000 a minute it would say 1s).
    expect(r.stdout).toMatch(/^Plan: 2 documents in 2 uploads .*; about 2s at 60\/min per profile$/m);
  }, 180_000);
});

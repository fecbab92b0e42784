// assets/samples holds a small ChannelDocuments sheet and the two PDFs it names (issue 13):
// both are well-formed PDFs (every cross-reference points at its object), and the README's
// command imports them cleanly into the sandbox: one VAT invoice and one credit note, Created.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, ROOT, results, startClientService, tempDir, type TestService } from '../../support/index.js';
import { documentsByOrder } from './bulk.js';

const SAMPLES = join(ROOT, 'assets/samples');
let svc: TestService;
let dir: string;
beforeAll(async () => {
  dir = tempDir('cb-docs-samples-');
  svc = await startClientService({ seedProducts: 20, strict: false, dataDir: join(dir, 'service') });
}, 60_000);
afterAll(async () => {
  await svc?.close();
});

/** The byte offsets of the xref table, each checked to start its object. */
function xrefProblems(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  const table = text.slice(start).split('\n');
  expect(table[0]).toBe('xref');
  const count = Number(table[1]!.split(' ')[1]);
  const problems: string[] = [];
  for (let n = 1; n < count; n++) {
    const offset = Number(table[2 + n]!.slice(0, 10));
    if (!text.startsWith(`${n} 0 obj`, offset)) problems.push(`object ${n} is not at ${offset}`);
  }
  return problems;
}

describe('the ChannelDocuments sample', () => {
  it('names two well-formed PDFs beside it', () => {
    for (const f of ['invoice-5000003.pdf', 'credit-note-5000004.pdf']) {
      const pdf = readFileSync(join(SAMPLES, f));
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(xrefProblems(pdf), f).toEqual([]);
    }
  });

  it("imports cleanly with the README's command", async () => {
    const cmd =
      'npm run cli -- import assets/samples/channel-documents.csv --resource ChannelDocuments --out result.xlsx';
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8')).toContain(cmd);
    const out = join(dir, 'result.xlsx');
    const run = await runCli(
      [
        'import',
        'assets/samples/channel-documents.csv',
        '--resource',
        'ChannelDocuments',
        '--out',
        out,
        '--credentials',
        join(dir, 'service', 'credentials.json'),
      ],
      { COMMERCE_BULK_HOME: join(dir, 'home') },
    );
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const docs = await documentsByOrder(svc.client);
    const invoice = docs.get('5000003|AmazonVATInvoice')!;
    const credit = docs.get('5000004|AmazonVATCreditNote')!;
    expect([invoice.length, credit.length]).toEqual([1, 1]);
    expect(await results(out)).toEqual([
      { result: 'Created', status: 201, message: `Created document ${invoice[0]}` },
      { result: 'Created', status: 201, message: `Created document ${credit[0]}` },
    ]);
  }, 60_000);
});

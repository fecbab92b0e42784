// Issue 26: the XLSX reader tested differentially. Every workbook of the corpus under
// test/fixtures/xlsx/corpus/<writer>/ (made by scripts/make-xlsx-corpus.sh with openpyxl,
// exceljs, LibreOffice and Gnumeric) is read by our reader and by independent readers
// (SheetJS, and openpyxl where Python has it; where COMMERCE_BULK_REQUIRE_TOOLS=1 it must). Every cell where ours
// differs from the text the independent readers agree on fails the test, unless the
// difference is one of our conventions (differential/conventions.ts, printed below); where the
// readers disagree with each other, ours must give one of their texts.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONVENTIONS, type WorkbookCells } from './differential/conventions.js';
import { hasOpenpyxl, openpyxlCells } from './differential/openpyxl-cells.js';
import { ourCells } from './differential/our-cells.js';
import { sheetjsCells } from './differential/sheetjs-cells.js';
import { demandTool } from '../../support/index.js';

const CORPUS = fileURLToPath(new URL('../../fixtures/xlsx/corpus/', import.meta.url));
const WRITERS = readdirSync(CORPUS, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();
const files = (writer: string): string[] =>
  readdirSync(join(CORPUS, writer))
    .filter((f) => f.endsWith('.xlsx'))
    .sort()
    .map((f) => join(CORPUS, writer, f));

let fromOpenpyxl: Map<string, WorkbookCells> | undefined;

beforeAll(() => {
  if (demandTool('openpyxl', hasOpenpyxl())) fromOpenpyxl = openpyxlCells(WRITERS.flatMap(files));
  console.info(
    `Conventions allowed (${CONVENTIONS.length}):\n${CONVENTIONS.map((c) => `- ${c.name}: ${c.why}`).join('\n')}`,
  );
}, 60_000);

interface Tally {
  cells: number;
  disagreements: string[];
  misreads: string[];
  /** Cells that differ by a convention, by its name. */
  allowed: Map<string, number>;
}

/** Compares one workbook's cells, sheet by sheet, adding what it finds to the tally. */
function compare(file: string, ours: WorkbookCells, readers: WorkbookCells[], tally: Tally): void {
  const names = new Set([...ours.keys(), ...readers.flatMap((r) => [...r.keys()])]);
  for (const sheet of names) {
    const theirs = readers.map((r) => r.get(sheet) ?? new Map<string, string>());
    const mine = ours.get(sheet) ?? new Map<string, string>();
    const refs = new Set([...mine.keys(), ...theirs.flatMap((t) => [...t.keys()])]);
    for (const ref of refs) {
      tally.cells++;
      const our = mine.get(ref) ?? '';
      const texts = theirs.map((t) => t.get(ref) ?? '');
      const where = `${file} [${sheet}]${ref}: ours ${JSON.stringify(our)}, theirs ${JSON.stringify(texts)}`;
      if (texts.every((t) => t === our)) continue;
      const convention = CONVENTIONS.find((c) => c.allows?.(our, texts));
      if (convention) tally.allowed.set(convention.name, (tally.allowed.get(convention.name) ?? 0) + 1);
      else if (texts.every((t) => t === texts[0]) || !texts.includes(our)) tally.misreads.push(where);
      else tally.disagreements.push(where);
    }
  }
}

describe('every cell of real workbooks reads as independent readers read it', () => {
  it('the corpus holds at least 100 workbooks from at least three writers', () => {
    expect(WRITERS.length).toBeGreaterThanOrEqual(3);
    expect(WRITERS.flatMap(files).length).toBeGreaterThanOrEqual(100);
  });

  for (const writer of WRITERS) {
    it(`${writer}: no cell read differently`, async () => {
      const tally: Tally = { cells: 0, disagreements: [], misreads: [], allowed: new Map() };
      for (const file of files(writer)) {
        const readers = [sheetjsCells(file)];
        const py = fromOpenpyxl?.get(file);
        if (py) readers.push(py);
        compare(file.slice(CORPUS.length), await ourCells(file), readers, tally);
      }
      console.info(
        `${writer}: ${files(writer).length} workbooks, ${tally.cells} cells compared, ` +
          `${tally.disagreements.length} where the independent readers disagree and ours gives one of them; ` +
          `by convention: ${[...tally.allowed].map(([name, n]) => `${n} (${name})`).join(', ') || 'none'}`,
      );
      // DIFF_SHOW=1 lists the cells where the independent readers disagree, to judge them.
      if (process.env.DIFF_SHOW) console.info(tally.disagreements.join('\n'));
      expect(tally.misreads).toEqual([]);
    }, 60_000);
  }
});

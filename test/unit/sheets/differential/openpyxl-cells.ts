// openpyxl (Debian's python3-openpyxl) as an independent XLSX reader for the differential
// test (issue 26): one Python run reads every workbook (openpyxl-cells.py), and its typed
// values are rendered here in our conventions. Absent openpyxl, the test runs with SheetJS
// alone, except under CI=true, where a missing reader fails the test.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { renderElapsed, renderIso, renderNumber, type SheetCells, type WorkbookCells } from './conventions.js';

const SCRIPT = fileURLToPath(new URL('openpyxl-cells.py', import.meta.url));
const PYTHON = process.env.PYTHON ?? '/usr/bin/python3';

type Typed = ['s' | 'e' | 'd' | 't', string] | ['n', string, string] | ['b', boolean] | ['td', number];

/** Whether openpyxl can be run here. */
export function hasOpenpyxl(): boolean {
  try {
    execFileSync(PYTHON, ['-c', 'import openpyxl'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** An ISO date-time or time with a fraction of a second, rounded to the second. */
function roundIso(iso: string): string {
  const m = /^(.*?)(\d{2}):(\d{2}):(\d{2})(\.\d+)?$/.exec(iso);
  if (!m || !m[5] || Number(m[5]) < 0.5) return iso.replace(/\.\d+$/, '');
  if (m[1] === '') {
    const s = Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4]) + 1;
    return renderElapsed(s % 86_400);
  }
  const d = new Date(`${m[1]}${m[2]}:${m[3]}:${m[4]}Z`);
  return new Date(d.getTime() + 1000).toISOString().slice(0, 19);
}

function render(v: Typed): string {
  switch (v[0]) {
    case 's':
    case 'e':
      return v[1];
    case 'b':
      return v[1] ? 'TRUE' : 'FALSE';
    case 'n':
      return renderNumber(Number(v[1]), v[2]);
    case 'd':
      return renderIso(roundIso(v[1]));
    case 't':
      return roundIso(v[1]);
    case 'td':
      return renderElapsed(v[1]);
  }
}

/** Every sheet's non-empty cells of each workbook, as openpyxl reads them. */
export function openpyxlCells(paths: string[]): Map<string, WorkbookCells> {
  const json = execFileSync(PYTHON, [SCRIPT, ...paths], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const parsed = JSON.parse(json) as Record<string, Record<string, Record<string, Typed>>>;
  const out = new Map<string, WorkbookCells>();
  for (const [path, sheets] of Object.entries(parsed)) {
    const book: WorkbookCells = new Map();
    for (const [name, cells] of Object.entries(sheets)) {
      const sheet: SheetCells = new Map();
      for (const [ref, v] of Object.entries(cells)) {
        const text = render(v);
        if (text !== '') sheet.set(ref, text);
      }
      book.set(name, sheet);
    }
    out.set(path, book);
  }
  return out;
}

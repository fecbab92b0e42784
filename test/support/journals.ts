// A fresh job journal for tests of the job store (a DCQuantities update of `in.csv`), and
// journal lines to write to it, each with whatever the test needs different in `patch`.
import { Journal, type JobData, type NewRow } from '../../main/journal/index.js';

export function newTestJournal(dir: string, patch: Partial<Omit<JobData, 'id'>> = {}): Journal {
  return Journal.create(
    {
      status: 'created',
      resource: 'DCQuantities',
      operation: 'update',
      file: 'in.csv',
      fileSha256: 'x',
      headers: ['a'],
      out: 'out.csv',
      mapping: {},
      dryRun: false,
      preflight: true,
      timings: {},
      startedAt: new Date().toISOString(),
      ...patch,
    },
    dir,
  );
}

/** A pending line of sheet row `rowNumber` with nothing else set; `patch` sets what the test needs. */
export function journalLine(rowNumber: number, patch: Partial<NewRow> = {}): NewRow {
  return {
    rowNumber,
    part: 0,
    valueColumn: null,
    key: null,
    sku: null,
    parentId: null,
    childKey: null,
    fields: null,
    state: 'pending',
    result: null,
    message: null,
    ...patch,
  };
}

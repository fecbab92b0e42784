// A fresh job journal for tests of the job store: a DCQuantities update of `in.csv`, with
// whatever the test needs different in `patch`.
import { Journal, type JobData } from '../../main/jobs/index.js';

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

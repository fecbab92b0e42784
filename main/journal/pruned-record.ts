// What `jobs --prune` leaves of a job (issue 41): its journal is gone, and `undo <job>` said
// only "No job", as if the job had never run, though its undo workbook is still on disk. A
// small `<id>.pruned.json` beside where the journal was keeps when it was pruned and where
// its workbooks are, so a command naming the job says so and names the undo workbook.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import { JsonStore } from '../files/index.js';

const PrunedRecord = z.object({
  id: z.string(),
  resource: z.string(),
  finishedAt: z.string(),
  prunedAt: z.string(),
  result: z.string(),
  undo: z.string(),
});
export type PrunedRecord = z.infer<typeof PrunedRecord>;

// Through main/files like every JSON file of the data folder: written whole, for its owner; a
// damaged record reads as none (the 'empty' policy): the command then says "No job", as before.
const recordFile = (id: string, dir: string) =>
  new JsonStore(join(dir, `${id}.pruned.json`), PrunedRecord.nullable(), {
    what: 'The pruned job record',
    empty: () => null,
    broken: 'empty',
  });

export function writePrunedRecord(record: PrunedRecord, dir: string): void {
  recordFile(record.id, dir).writeSync(record);
}

/** The record of a pruned job, or null (never pruned, or a record that cannot be read). */
export function prunedRecord(id: string, dir: string): PrunedRecord | null {
  return recordFile(id, dir).read();
}

/** The error of a job whose journal is not there: pruned (naming the prune and its undo workbook), or unknown. */
export function missingJobError(id: string, dir: string): Error {
  const p = prunedRecord(id, dir);
  if (!p) return new Error(`No job '${id}' in ${dir}. Run 'jobs' to list the jobs there.`);
  const undo = existsSync(p.undo)
    ? `Its undo workbook is kept: ${p.undo}; import it by hand (import "${p.undo}" --resource ${p.resource} --out <result file>) to put the old values back.`
    : `Its undo workbook ${p.undo} is no longer there either.`;
  const error = new Error(
    `Job ${id} (${p.resource}, finished ${p.finishedAt.slice(0, 10)}) was pruned on ${p.prunedAt.slice(0, 10)} by 'jobs --prune': its journal is gone, so it cannot be undone or resumed by its id.`,
  );
  return Object.assign(error, { hint: undo });
}

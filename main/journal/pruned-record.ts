// What `jobs --prune` leaves of a job (issue 41): its journal is gone, and `undo <job>` said
// only "No job", as if the job had never run, though its undo workbook is still on disk. A
// small `<id>.pruned.json` beside where the journal was keeps when it was pruned and where
// its workbooks are, so a command naming the job says so and names the undo workbook.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { OWNER_ONLY_FILE } from '../files/index.js';

export interface PrunedRecord {
  id: string;
  resource: string;
  finishedAt: string;
  prunedAt: string;
  result: string;
  undo: string;
}

const recordPath = (id: string, dir: string): string => join(dir, `${id}.pruned.json`);

export function writePrunedRecord(record: PrunedRecord, dir: string): void {
  writeFileSync(recordPath(record.id, dir), `${JSON.stringify(record)}\n`, { mode: OWNER_ONLY_FILE });
}

/** The record of a pruned job, or null (never pruned, or a record that cannot be read). */
export function prunedRecord(id: string, dir: string): PrunedRecord | null {
  try {
    return JSON.parse(readFileSync(recordPath(id, dir), 'utf8')) as PrunedRecord;
  } catch {
    return null;
  }
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

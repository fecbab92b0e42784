// The pre-flight's use of a baseline: read once per plan from the job's file, then asked for
// every pending row before the usual comparison. A file without a baseline, a delete, or a
// baseline taken from another service: no say, and the pre-flight runs as it always did.
import type { Journal, PreflightRow, SettledRow } from '../../journal/index.js';
import type { ImportOperation, ImportTarget } from '../target.js';
import { baselineApplies, isHeldBack, judgeAgainstBaseline, OVERWRITE_HINT } from './judge-baseline.js';
import { readBaseline, readBaselineAt } from './read-baseline.js';
import type { Baseline } from './baseline.js';

export type BaselineJudge = (row: PreflightRow) => SettledRow | null;

/** Counts the cells held back in the job's data, for the run's note (a resume adds to it). */
export function countHeldBack(journal: Journal, settled: Pick<SettledRow, 'result' | 'message'>[]): void {
  const held = settled.filter((s) => s.result === 'Skipped' && isHeldBack(s.message)).length;
  const baseline = journal.data.baseline;
  if (held && baseline) journal.update({ baseline: { ...baseline, heldBack: (baseline.heldBack ?? 0) + held } });
}

/** What a run says once about the cells it held back (none: nothing). */
export function heldBackNote(journal: Journal): string | null {
  const b = journal.data.baseline;
  if (!b?.heldBack) return null;
  return `${b.heldBack} ${b.heldBack === 1 ? 'cell' : 'cells'} changed on the service since the export of ${b.takenAt} ${b.heldBack === 1 ? 'was' : 'were'} not sent (Skipped, each naming the exported, current and file values); ${OVERWRITE_HINT}`;
}

const text = (json: string | null): string | null => {
  if (json === null) return null;
  const v = JSON.parse(json) as unknown;
  return v === null ? '' : String(v);
};

/** The baseline the job's file came with, noted in the job's data; null when it has none or it is another service's. */
export async function loadBaseline(journal: Journal): Promise<{ baseline: Baseline; overwriteNewer: boolean } | null> {
  if (journal.data.noBaseline) return null; // --no-baseline: the file's values go over newer ones
  // Found by the file's fingerprint when the job was made (issue 41), else in or beside the file.
  const baseline = journal.data.baselineFile
    ? await readBaselineAt(journal.data.baselineFile)
    : await readBaseline(journal.data.file);
  const conn = journal.connection;
  if (!baseline || !baselineApplies(baseline, conn?.baseUrl, conn?.ref.kind === 'sandbox')) return null;
  const { values: _values, ...info } = baseline;
  journal.update({ baseline: { ...info, heldBack: journal.data.baseline?.heldBack ?? 0 } });
  return { baseline, overwriteNewer: journal.data.overwriteNewer === true };
}

/** The judge of this job's rows against the baseline its file came with, or null when none applies. */
export async function baselineJudge(
  journal: Journal,
  target: ImportTarget,
  operation: ImportOperation,
): Promise<BaselineJudge | null> {
  const valueField = target.valueField;
  if (operation === 'delete' || !valueField) return null;
  const loaded = await loadBaseline(journal);
  if (!loaded) return null;
  const { baseline, overwriteNewer } = loaded;
  return (r) => {
    if (r.p_id === null || r.key === null) return null; // not found: the pre-flight says so
    const fields = JSON.parse(r.fields!) as Record<string, unknown>;
    const wanted = fields[valueField] ?? null;
    const verdict = judgeAgainstBaseline({
      baseline,
      rowKey: r.key,
      column: valueField,
      wanted,
      current: r.cur,
      overwriteNewer,
    });
    if (!verdict) return null;
    return {
      seq: r.seq,
      state: verdict.result === 'Skipped' ? 'skipped' : 'unchanged',
      result: verdict.result,
      message: verdict.message,
      old: text(r.cur),
      new: text(JSON.stringify(wanted)),
    };
  };
}

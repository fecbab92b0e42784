// jobs.resendFixed: "Fix and re-send" from the Report (issue 42). The corrected rows are
// written to a workbook of their own (main/run-control/fixed-rows.ts), read and checked by a review
// session like any dropped file, on the job's own connection and with its own mapping, then
// handed to the job runner as Send does: a new job that holds the fixed rows and nothing else.
import { parseMapping } from '../../jobs/index.js';
import { ReviewSession } from '../../review/index.js';
import { writeFixedRows, type FixedRow } from '../../run-control/index.js';
import type { AppContext } from '../context.js';
import { clientForJournal } from './job-client.js';

export async function resendFixed(ctx: AppContext, jobId: string, rows: FixedRow[]): Promise<{ jobId: string }> {
  const original = ctx.jobs.journal(jobId);
  const connection = original.connection;
  if (!connection) throw new Error(`Job ${jobId} names no connection: resume it once, then fix its rows.`);
  const file = await writeFixedRows(original, rows, ctx.resultsDir);
  const d = original.data;
  const session = await ReviewSession.open({
    path: file,
    mapping: parseMapping(d.mapping),
    ...(d.documents ? { documents: d.documents } : {}),
    jobsDir: ctx.jobsDir,
    resultsDir: ctx.resultsDir,
    connection,
    onState: () => undefined, // nobody reviews these rows on screen: the new job's Send and Report show them
  });
  try {
    await session.ready;
    if (session.error) throw new Error(session.error);
    session.checkInBackground(() => clientForJournal(ctx, session.journal));
    await session.checkSettled();
  } catch (err) {
    await session.discard();
    throw err;
  }
  session.handedOver = true;
  return { jobId: ctx.jobs.start(session.journal, clientForJournal(ctx, session.journal)) };
}

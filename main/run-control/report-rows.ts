// The report as the UI reads it: one verdict per sheet row (the engine's verdictOf over the
// row's journal lines), written to the journal's report table (journal/report-table.ts),
// indexed by result, so the grid can show any window of rows filtered by result. Built in
// paced chunks after a run, yielding to the event loop between pages.
import { verdictOf, verdictShown } from '../jobs/index.js';
import {
  rebuildReportRows,
  reportLinesAfter,
  type Journal,
  type ReportLine,
  type ReportRowRecord,
} from '../journal/index.js';

const PAGE = 4000;

const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export async function buildReportRows(journal: Journal): Promise<void> {
  const { dryRun, operation } = journal.data;
  await rebuildReportRows(journal, async (add) => {
    let group: ReportLine[] = [];
    let cursor = { row: 0, part: -1 };
    const out: ReportRowRecord[] = [];
    const flushGroup = (): void => {
      if (!group.length) return;
      const v = verdictOf(group, dryRun, operation);
      out.push({
        rowNumber: group[0]!.row_number,
        // The app's report grid keeps Failed for a row a cancelled run never sent (its message says Not sent).
        result: v.result === 'Not sent' ? 'Failed' : v.result,
        status: v.status,
        shown: verdictShown(group, dryRun, operation, v.result),
        old: v.old,
        new: v.new,
      });
      group = [];
    };
    for (;;) {
      const rows = reportLinesAfter(journal, cursor.row, cursor.part, PAGE);
      for (const r of rows) {
        if (group.length && group[0]!.row_number !== r.row_number) flushGroup();
        group.push(r);
      }
      if (rows.length < PAGE) flushGroup();
      add(out);
      out.length = 0;
      if (rows.length < PAGE) break;
      const last = rows[rows.length - 1]!;
      cursor = { row: last.row_number, part: last.part };
      await yieldToEventLoop();
    }
  });
}

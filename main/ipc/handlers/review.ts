// review.*: sessions over one file and mapping (main/review/). Opening answers as
// soon as the journal exists; reading and validating every row continues on a worker thread,
// reported with review.progress events.
import {
  planLine,
  prewarmIngestWorker,
  replaceInColumn,
  reviewRow,
  reviewWindow,
  ReviewSession as Session,
  type ReviewSession,
} from '../../review/index.js';
import { clientForJournal } from './job-client.js';
import type { AppContext } from '../context.js';
import type { HandlersOf } from './types.js';

export function sessionOf(ctx: AppContext, id: string): ReviewSession {
  const s = ctx.reviews.get(id);
  if (!s) throw new Error(`The review '${id}' is closed or was sent. Open the file again.`);
  return s;
}

export function reviewHandlers(ctx: AppContext): HandlersOf<'review.'> {
  prewarmIngestWorker(); // the first review starts reading at once
  return {
    'review.open': async ({ file, sheet, headerRow, mapping, documents }) => {
      const path = ctx.files.resolve(file, 'file');
      const folder = ctx.files.resolveOptional(documents, 'folder') ?? undefined;
      const active = ctx.connections.client();
      const session = await Session.open({
        path,
        sheet,
        headerRow,
        mapping,
        documents: folder,
        jobsDir: ctx.jobsDir,
        resultsDir: ctx.resultsDir,
        connection: active.connection,
        onState: (s) => ctx.emit('review.progress', s),
      });
      ctx.reviews.set(session.id, session);
      session.checkInBackground(() => clientForJournal(ctx, session.journal)); // the review's own connection
      return { sessionId: session.id, headers: session.headers };
    },
    'review.state': async ({ sessionId }) => sessionOf(ctx, sessionId).state(),
    'review.rows': async ({ sessionId, filter, reason, offset, limit }) =>
      reviewWindow(sessionOf(ctx, sessionId), filter, offset, limit, reason),
    'review.editCell': async ({ sessionId, rowNumber, column, value }) => {
      const s = sessionOf(ctx, sessionId);
      await s.editCell(rowNumber, column, value);
      return { row: reviewRow(s, rowNumber), state: s.state() };
    },
    'review.replaceInColumn': async ({ sessionId, column, find, replace, match }) => {
      const s = sessionOf(ctx, sessionId);
      const rows = await replaceInColumn(s, column, find, replace, match);
      return { replaced: rows.length, rows, state: s.state() };
    },
    'review.preflight': async ({ sessionId }) => {
      const s = sessionOf(ctx, sessionId);
      const plan = await s.preflight(clientForJournal(ctx, s.journal)); // the review's own connection
      return { plan: planLine(plan, s.journal), state: s.state() };
    },
    'review.close': async ({ sessionId }) => {
      const s = ctx.reviews.get(sessionId);
      ctx.reviews.delete(sessionId);
      await s?.discard();
      return { ok: true as const };
    },
  };
}

// The frame every command that sends to the service shares: open the connection, show
// progress on stderr, turn Ctrl-C into a stop signal, prove the sign-in works before any job
// exists (so a broken sign-in is exit 3 with nothing written; a refresh token near its lapse
// for non-use is warned of), say when the service stops answering (and when it answers
// again), run, and always clean up.
import type { OutageNotice, Progress } from '../jobs/index.js';
import type { Connected } from './connect.js';
import { interruptSignal } from './interrupt.js';
import { withSignInCommand } from './sign-in-again.js';
import { progressPrinter } from './progress.js';
import { idleWarning, noteTokenUse } from './token-idle.js';

export interface CommandSession {
  conn: Connected;
  /** Aborted by the first Ctrl-C: the engine stops after the batches in flight. */
  signal: AbortSignal;
  onProgress: (p: Progress) => void;
  /** Clears the progress bar before the command prints its results. */
  progressDone(): void;
  /** The service has not answered for a while, or answers again: a line of its own on stderr. */
  onOutage: (n: OutageNotice) => void;
}

export async function withConnection<T>(
  open: () => Promise<Connected>,
  work: (session: CommandSession) => Promise<T>,
): Promise<T> {
  const conn = await open();
  const progress = progressPrinter();
  const stop = interruptSignal((s) => process.stderr.write(s));
  try {
    const idle = idleWarning(conn);
    await conn.tokens.getAccessToken();
    noteTokenUse(conn);
    if (idle) process.stderr.write(`${idle}\n`);
    return await work({
      conn,
      signal: stop.signal,
      onProgress: progress.onProgress,
      progressDone: () => progress.done(),
      onOutage: (n) => {
        progress.done();
        process.stderr.write(`${n.message}\n`);
      },
    });
  } catch (err) {
    throw withSignInCommand(err, conn.info.ref); // the refusal names the `login` command for this connection
  } finally {
    progress.done();
    stop.dispose();
    await conn.close();
  }
}

// Why: the ingest reads, maps and validates a million rows with only microtask awaits between
// batches (a source's buffered rows, a line batch written on this thread), so the event loop
// got no turn for a second or more at a time, and a Ctrl-C or SIGTERM (a signal handler is
// an event-loop callback) waited that long to be heard (issue 25). Every ~50 ms of work the
// ingest lets the event loop run, then stops if the run was cancelled meanwhile.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { nowMs } from '../clock.js';
import { checkAbort } from '../engine-port.js';

const EVERY_MS = 50;
/** Rows between looks at the clock: a look costs more than a row's check of a counter. */
const ROWS_A_LOOK = 64;

export class Breather {
  private last = nowMs();

  constructor(private readonly signal: AbortSignal | undefined) {}

  /** Whether it is time to let the event loop run; cheap enough to ask after every row. */
  due(rows: number): boolean {
    return rows % ROWS_A_LOOK === 0 && nowMs() - this.last >= EVERY_MS;
  }

  /** Lets timers, I/O and signal handlers run, then throws JobInterrupted when the run was stopped. */
  async breathe(): Promise<void> {
    await nextTurn();
    this.last = nowMs();
    checkAbort(this.signal, 'read');
  }
}

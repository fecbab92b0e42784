// The review's service check run by itself (issue 42): as soon as the rows are read, and again
// after each fix, the engine's plan step (SKU and DC look-ups, current values) runs in the
// background, so Review's statuses are what Send will do without the user pressing "Check
// current values". One check at a time: a fix stops the running one (the plan step stops
// between two units of work on its abort signal) and a new one starts after the fix, so the
// journal is never planned and edited at once.
import type { Progress } from '../jobs/index.js';

export type CheckPhase = 'waiting' | 'checking' | 'done' | 'failed';

export interface CheckState {
  phase: CheckPhase;
  /** Units of the current stage done, and of how many (when the stage knows). */
  done: number;
  total?: number;
  /** Why the check could not finish (the service unreachable, a sign-in needed). */
  error?: string;
}

type CheckWork = (signal: AbortSignal, onProgress: (p: Progress) => void) => Promise<void>;

export class BackgroundCheck {
  private current: CheckState = { phase: 'waiting', done: 0 };
  private controller: AbortController | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly work: CheckWork,
    private readonly changed: (force: boolean) => void,
  ) {}

  state(): CheckState {
    return this.current;
  }

  /** Starts a check (after stopping one still running); resolves when it has ended. */
  async start(): Promise<void> {
    await this.stop();
    const controller = new AbortController();
    this.controller = controller;
    this.current = { phase: 'checking', done: 0 };
    this.changed(true);
    const onProgress = (p: Progress) => {
      this.current = { phase: 'checking', done: p.done, ...(p.total !== undefined ? { total: p.total } : {}) };
      this.changed(false);
    };
    this.running = this.work(controller.signal, onProgress).then(
      () => {
        if (!controller.signal.aborted) this.current = { phase: 'done', done: this.current.done };
      },
      (err: unknown) => {
        // Stopped for a fix: the next check reports; anything else is said on the screen.
        if (controller.signal.aborted) return;
        this.current = { phase: 'failed', done: 0, error: (err as Error).message };
      },
    );
    await this.running;
    if (this.controller === controller) {
      this.controller = null;
      this.running = null;
      this.changed(true);
    }
  }

  /** Stops a running check and waits until it has let go of the journal. */
  async stop(): Promise<void> {
    this.controller?.abort();
    await this.running;
    this.controller = null;
    this.running = null;
    if (this.current.phase === 'checking' || this.current.phase === 'done')
      this.current = { phase: 'waiting', done: 0 };
  }

  /** Waits for a running check to end without stopping it (Send hands over a planned journal). */
  async settled(): Promise<void> {
    await this.running;
  }
}

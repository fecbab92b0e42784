// The app's runner of saved automations: while the app is open it checks each enabled
// automation's folder every checkEverySeconds with the watcher in --once mode, on the
// automation's own connection, one run at a time per folder (in this process by a queue per
// folder; across processes by the watcher's folder lock), records every file in the
// automation's history and hands each run on (the app emits it and shows a notification).
import { resolve } from 'node:path';
import type { AutomationDefinition, AutomationRun } from '../../../shared/ipc/index.js';
import { AuthError } from '../../auth/index.js';
import { loadMappingFile, type ConnectionInfo, type JobClient, type MappingStore } from '../../jobs/index.js';
import type { FileReport } from '../handle-file.js';
import { LockHeld } from '../lock-held.js';
import { watchFolder } from '../watch-folder.js';
import { runFromError, runFromReport } from './run-record.js';
import type { AutomationStore } from './store.js';
import { watchOptionsFor } from './watch-settings.js';

export interface RunnerDeps {
  store: AutomationStore;
  /** The job client of a saved connection (throws when it needs a new sign-in). */
  clientFor(connectionId: string): { client: JobClient; connection: ConnectionInfo };
  /** Each run recorded: a file handled, or a check that could not run. */
  /** `source`: the watcher's report of the file, or the error that ended the run (for notifications). */
  onRun(automation: AutomationDefinition, run: AutomationRun, source: { report?: FileReport; error?: unknown }): void;
  /** A file handled signed in on connection `connectionId` (the lapse warning's bookkeeping). */
  onSignedIn?(connectionId: string): void;
  jobsDir?: string;
  mappingStore?: MappingStore;
  /** How often due checks are looked for; default 1 s. */
  tickMs?: number;
  /** How long a check waits for a folder another watcher holds locked (default the watcher's 3 minutes). */
  lockWaitMs?: number;
}

/**
 * Exit code 3 for a refused sign-in, 5 for a folder another watcher kept locked (its message
 * names the holder), as `watch` ends with; 2 for anything else that stopped a check.
 */
export function errorExitCode(err: unknown): number {
  if (err instanceof LockHeld) return 5;
  return err instanceof AuthError && err.code !== 'invalid-config' && err.code !== 'token-endpoint' ? 3 : 2;
}

export class AutomationRunner {
  private readonly nextAt = new Map<string, number>();
  private readonly busy = new Map<string, Promise<AutomationRun[]>>();
  private readonly running = new Set<string>();
  private readonly stopping = new AbortController();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly deps: RunnerDeps) {}

  /** Checks each enabled automation at once, then every checkEverySeconds. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), this.deps.tickMs ?? 1000);
    this.timer.unref();
    this.tick();
  }

  /** After a save: a new or changed automation is first checked one period from now. */
  rescheduled(name: string): void {
    const d = this.definition(name);
    if (d) this.nextAt.set(d.name, Date.now() + d.checkEverySeconds * 1000);
  }

  nextCheck(d: AutomationDefinition): Date | null {
    if (!d.enabled) return null;
    const at = this.nextAt.get(d.name);
    return at === undefined ? null : new Date(at);
  }

  isRunning(name: string): boolean {
    return this.running.has(name);
  }

  /** Checks the folder now (after any run of the same folder ends); answers what it handled. */
  runNow(name: string): Promise<AutomationRun[]> {
    const d = this.definition(name);
    if (!d) return Promise.reject(new Error(`There is no automation named "${name}".`));
    const key = resolve(d.folder);
    const before = this.busy.get(key) ?? Promise.resolve([]);
    const run = before.catch(() => []).then(() => this.check(d.name));
    this.busy.set(key, run);
    void run.finally(() => {
      if (this.busy.get(key) === run) this.busy.delete(key);
    });
    return run;
  }

  /** Stops every run after the batches in flight (resumed by the next check) and the timer. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopping.abort();
    await Promise.allSettled([...this.busy.values()]);
  }

  private definition(name: string): AutomationDefinition | null {
    try {
      return this.deps.store.get(name);
    } catch {
      return null; // a damaged file: the list shows why; nothing runs
    }
  }

  private tick(): void {
    if (this.stopping.signal.aborted) return;
    let all: AutomationDefinition[];
    try {
      all = this.deps.store.list();
    } catch {
      return;
    }
    const now = Date.now();
    for (const d of all) {
      if (!d.enabled || this.running.has(d.name) || this.busy.has(resolve(d.folder))) continue;
      const at = this.nextAt.get(d.name);
      if (at === undefined) this.nextAt.set(d.name, now);
      if ((at ?? now) <= now) void this.runNow(d.name).catch(() => undefined);
    }
  }

  /** One check with the definition as saved now; every outcome recorded. */
  private async check(name: string): Promise<AutomationRun[]> {
    const d = this.definition(name);
    if (!d || this.stopping.signal.aborted) return [];
    this.running.add(d.name);
    const runs: AutomationRun[] = [];
    const started = new Date();
    const record = async (run: AutomationRun, source: { report?: FileReport; error?: unknown }): Promise<void> => {
      runs.push(run);
      await this.deps.store.record(d.name, run);
      this.deps.onRun(d, run, source);
    };
    const recorded: Promise<void>[] = [];
    try {
      const { client, connection } = this.deps.clientFor(d.connection);
      const mapping = d.mapping ? await loadMappingFile(d.mapping) : undefined;
      // A file still being written waits for the next check rather than holding this one (and
      // the folder's queue) until it settles: twice the settle time lets a finished copy settle.
      const onceWaitMs = d.settleSeconds * 2000 + 1000;
      const lockWait = this.deps.lockWaitMs !== undefined ? { lockWaitMs: this.deps.lockWaitMs } : {};
      const base = { client, connection, mapping, signal: this.stopping.signal, once: true, onceWaitMs, ...lockWait };
      const onFile = (r: FileReport): void => {
        this.deps.onSignedIn?.(d.connection); // as `watch` does: a file handled kept the token alive
        recorded.push(record(runFromReport(r), { report: r }));
      };
      await watchFolder(watchOptionsFor(d, { ...base, ...this.shared(), onFile }));
    } catch (err) {
      recorded.push(record(runFromError(err, started, errorExitCode(err)), { error: err }));
    } finally {
      await Promise.allSettled(recorded);
      this.running.delete(d.name);
      this.nextAt.set(d.name, Date.now() + d.checkEverySeconds * 1000);
    }
    return runs;
  }

  private shared(): { jobsDir?: string; mappingStore?: MappingStore } {
    return {
      ...(this.deps.jobsDir ? { jobsDir: this.deps.jobsDir } : {}),
      ...(this.deps.mappingStore ? { mappingStore: this.deps.mappingStore } : {}),
    };
  }
}

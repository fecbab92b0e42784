// The app's runner of saved automations: while the app is open it checks each enabled
// automation's folder every checkEverySeconds with the watcher in --once mode, on the
// automation's own connection, one run at a time per folder (in this process by a queue per
// folder; across processes by the watcher's folder lock), records every file in the
// automation's history and hands each run on (the app emits it and shows a notification).
// An automation with a source (issue 45) first pulls it with the very pull `watch` uses
// (sources/pull-source.ts, which records the pull for the screen), then checks its inbox.
import { resolve } from 'node:path';
import type { AutomationDefinition, AutomationRun } from '../../../shared/ipc/index.js';
import { AuthError } from '../../auth/index.js';
import { loadMappingFile, type ConnectionInfo, type JobClient, type MappingStore } from '../../jobs/index.js';
import type { FileReport } from '../handle-file.js';
import { LockHeld } from '../lock-held.js';
import { watchFolder } from '../watch-folder.js';
import type { SecretVault } from '../../auth/index.js';
import type { NetworkSettings } from '../../net/index.js';
import { pullSource, type PullSource } from '../sources/pull-source.js';
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
  /** Sources: the data folder their inboxes live in (default the app's), */
  dataDir?: string;
  /** the keychain their secrets come from (default the OS's), */
  vault?: SecretVault;
  /** and the way out to a source's address (the app's proxy setting; default: the environment's). */
  networkFor?(address: string): Promise<NetworkSettings | undefined>;
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
    const key = d.source ?? resolve(d.folder);
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
      if (!d.enabled || this.running.has(d.name) || this.busy.has(d.source ?? resolve(d.folder))) continue;
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
      const source = d.source ? await this.source(d, d.source) : null;
      await source?.pull(); // a failed pull ends the check here, recorded with its reason
      const moves: Promise<void>[] = [];
      const mapping = d.mapping ? await loadMappingFile(d.mapping) : undefined;
      // A file still being written waits for the next check rather than holding this one (and
      // the folder's queue) until it settles: twice the settle time lets a finished copy settle.
      const onceWaitMs = d.settleSeconds * 2000 + 1000;
      const lockWait = this.deps.lockWaitMs !== undefined ? { lockWaitMs: this.deps.lockWaitMs } : {};
      const base = { client, connection, mapping, signal: this.stopping.signal, once: true, onceWaitMs, ...lockWait };
      const onFile = (r: FileReport): void => {
        this.deps.onSignedIn?.(d.connection); // as `watch` does: a file handled kept the token alive
        recorded.push(record(runFromReport(r), { report: r }));
        if (!source) return;
        const moved = source.finish([r]); // sftp://: moved on the server as it was here
        moved.catch(() => undefined); // handled: awaited after the run, where a failure is recorded
        moves.push(moved);
      };
      const folder = source ? source.folders.inbox : d.folder;
      await watchFolder(watchOptionsFor({ ...d, folder }, { ...base, ...this.shared(), onFile }));
      await Promise.all(moves);
    } catch (err) {
      recorded.push(record(runFromError(err, started, errorExitCode(err)), { error: err }));
    } finally {
      await Promise.allSettled(recorded);
      this.running.delete(d.name);
      this.nextAt.set(d.name, Date.now() + d.checkEverySeconds * 1000);
    }
    return runs;
  }

  private async source(d: AutomationDefinition, address: string): Promise<PullSource> {
    const network = await this.deps.networkFor?.(address);
    return pullSource(address, {
      settleMs: d.settleSeconds * 1000,
      ...(network ? { network } : {}),
      ...(this.deps.dataDir ? { dataDir: this.deps.dataDir } : {}),
      ...(this.deps.vault ? { vault: this.deps.vault } : {}),
    });
  }

  private shared(): { jobsDir?: string; mappingStore?: MappingStore } {
    return {
      ...(this.deps.jobsDir ? { jobsDir: this.deps.jobsDir } : {}),
      ...(this.deps.mappingStore ? { mappingStore: this.deps.mappingStore } : {}),
    };
  }
}

// Runs the update decision over time: at start and every six hours, on "Check for updates",
// and when a running import ends with an update waiting. Plain Node: the release feed,
// the restart prompt and the network probe are ports the shell (main/app/updater.ts) fills
// with electron-updater and Electron, and the e2e tests with stand-ins.
import type { UpdateStatus } from '../../shared/ipc/index.js';
import { decideUpdate, type AdminPolicy, type Trigger } from './decide.js';
import { isNetworkError } from './network-error.js';
import { redact } from '../../shared/security/index.js';
import type { UserSettingStore } from './user-setting.js';

export interface UpdaterPort {
  /** Asks the release feed; the newer version, or null when this one is the newest. */
  check(): Promise<string | null>;
  download(): Promise<void>;
  setInstallOnQuit(on: boolean): void;
  /** Quits and installs now (the user accepted the prompt). */
  installNow(): void;
}

export interface UpdateLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface UpdateServiceOptions {
  version: string;
  /** Null where this copy cannot update itself (not installed by an installer, or headless). */
  updater: UpdaterPort | null;
  settings: UserSettingStore;
  readPolicy(): Promise<AdminPolicy>;
  isOnline(): boolean;
  isRunning(): boolean;
  /** Asks "restart and update now?"; false leaves the install for the quit. */
  promptRestart(version: string): Promise<boolean>;
  onChange(status: UpdateStatus): void;
  log: UpdateLog;
  intervalMs?: number;
  runPollMs?: number;
}

const SIX_HOURS = 6 * 60 * 60 * 1000;

export class UpdateService {
  private state: UpdateStatus;
  private downloaded = false;
  private inFlight: Promise<UpdateStatus> | null = null;
  private timers: NodeJS.Timeout[] = [];
  private waitTimer: NodeJS.Timeout | null = null;
  private prompting = false;

  constructor(private readonly options: UpdateServiceOptions) {
    this.state = {
      version: options.version,
      automatic: true,
      policy: null,
      phase: options.updater ? 'idle' : 'unsupported',
      newVersion: null,
      checkedAt: null,
      message: null,
    };
  }

  /** The check at start and every six hours after it. */
  start(): void {
    const tick = () => void this.run('automatic');
    tick();
    const every = setInterval(tick, this.options.intervalMs ?? SIX_HOURS);
    every.unref();
    this.timers.push(every);
  }

  stop(): void {
    for (const t of this.timers.splice(0)) clearInterval(t);
    this.stopWaiting();
  }

  async status(): Promise<UpdateStatus> {
    const policy = await this.options.readPolicy();
    const automatic = (await this.options.settings.read()) === 'on';
    if (policy.updates === 'off') {
      return this.set({ automatic, policy: { source: policy.source, detail: policy.detail }, phase: 'off-by-policy' });
    }
    // The policy was lifted since the last look: back to the state before it.
    const phase =
      this.state.phase === 'off-by-policy' ? (this.options.updater ? 'idle' : 'unsupported') : this.state.phase;
    return this.set({ automatic, policy: null, phase });
  }

  async setAutomatic(automatic: boolean): Promise<UpdateStatus> {
    await this.options.settings.write(automatic ? 'on' : 'off');
    this.options.log.info(`Automatic update checks turned ${automatic ? 'on' : 'off'} by the user.`);
    return this.status();
  }

  checkNow(): Promise<UpdateStatus> {
    return this.run('manual');
  }

  /** One pass of the decision; a second call while one runs shares it. */
  run(trigger: Trigger): Promise<UpdateStatus> {
    this.inFlight ??= this.pass(trigger).finally(() => (this.inFlight = null));
    return this.inFlight;
  }

  private async pass(trigger: Trigger): Promise<UpdateStatus> {
    const { updater, log } = this.options;
    const policy = await this.options.readPolicy();
    const setting = await this.options.settings.read();
    const decision = decideUpdate({
      setting,
      policy,
      trigger,
      run: this.options.isRunning() ? 'running' : 'idle',
      network: this.options.isOnline() ? 'online' : 'offline',
      downloaded: this.downloaded,
    });
    updater?.setInstallOnQuit(decision.installOnQuit);
    await this.status();
    if (decision.reason === 'admin-policy') {
      log.info(
        `Update check skipped: turned off by the administrator (${policy.updates === 'off' ? policy.detail : ''}).`,
      );
      return this.set({ phase: 'off-by-policy', message: null });
    }
    if (!updater) return this.set({ phase: 'unsupported', message: null });
    if (decision.install !== 'none') return this.install(decision.install);
    if (decision.reason === 'offline') {
      log.info('Update check skipped: the machine is offline.');
      return this.set({ phase: 'offline', message: null });
    }
    if (!decision.check) return this.set({ phase: 'idle', message: null });
    return this.checkAndDownload(updater, trigger);
  }

  private async checkAndDownload(updater: UpdaterPort, trigger: Trigger): Promise<UpdateStatus> {
    const { log } = this.options;
    this.set({ phase: 'checking', message: null });
    try {
      const newer = await updater.check();
      const checkedAt = new Date().toISOString();
      log.info(`Update check (${trigger}): ${newer ? `version ${newer} available` : 'this version is the newest'}.`);
      if (!newer) return this.set({ phase: 'up-to-date', newVersion: null, checkedAt });
      this.set({ phase: 'downloading', newVersion: newer, checkedAt });
      await updater.download();
      this.downloaded = true;
      log.info(`Update ${newer} downloaded; it installs when the app quits.`);
      updater.setInstallOnQuit(true);
      return this.install(this.options.isRunning() ? 'wait' : 'prompt');
    } catch (error) {
      const message = redact(error instanceof Error ? error.message : String(error));
      if (isNetworkError(error)) {
        log.warn(`Update check: network failure (${message}).`);
        return this.set({ phase: 'offline', message: null });
      }
      log.error(`Update check failed: ${message}`);
      return this.set({ phase: 'failed', message });
    }
  }

  private async install(step: 'prompt' | 'wait'): Promise<UpdateStatus> {
    if (step === 'wait') {
      this.waitForRunToEnd();
      return this.set({ phase: 'waiting-for-run' });
    }
    this.stopWaiting();
    const status = this.set({ phase: 'ready' });
    if (this.prompting || !this.state.newVersion) return status;
    this.prompting = true;
    try {
      if (await this.options.promptRestart(this.state.newVersion)) {
        this.options.log.info('Restarting to install the update.');
        this.options.updater?.installNow();
      }
    } finally {
      this.prompting = false;
    }
    return this.state;
  }

  /** Never during an import: the prompt comes once the run has ended. */
  private waitForRunToEnd(): void {
    if (this.waitTimer) return;
    this.waitTimer = setInterval(() => {
      if (this.options.isRunning()) return;
      this.stopWaiting();
      void this.run('automatic');
    }, this.options.runPollMs ?? 30_000);
    this.waitTimer.unref();
  }

  private stopWaiting(): void {
    if (this.waitTimer) clearInterval(this.waitTimer);
    this.waitTimer = null;
  }

  private set(patch: Partial<UpdateStatus>): UpdateStatus {
    this.state = { ...this.state, ...patch };
    this.options.onChange(this.state);
    return this.state;
  }
}

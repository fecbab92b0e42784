// Registers an automation's schedule with the OS scheduler, and changes or removes it with
// the automation (issue 43): the files of os-schedule-files.ts in the scheduler's own folder,
// then the scheduler's command to load them. The commands run through `run` (execFile by
// default), so a test sees exactly what would run where the scheduler itself is missing.
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, userInfo } from 'node:os';
import { join } from 'node:path';
import type { AutomationDefinition } from '../../../shared/ipc/index.js';
import {
  launchdLabel,
  launchdPlist,
  scheduleId,
  systemdUnits,
  taskName,
  taskSchedulerXml,
} from './os-schedule-files.js';

export type RunCommand = (file: string, args: string[]) => Promise<void>;

export interface OsScheduleOptions {
  platform: NodeJS.Platform;
  /** The installed launcher: resources/bin/commerce-bulk (.cmd on Windows). */
  command: string;
  /** Where the files go: ~/.config/systemd/user, ~/Library/LaunchAgents, <data>/schedules. */
  folder: string;
  run?: RunCommand;
}

const execRun: RunCommand = (file, args) =>
  new Promise((resolve, reject) =>
    execFile(file, args, (error, _out, stderr) =>
      error ? reject(new Error(`${file} ${args.join(' ')}: ${stderr.trim() || error.message}`)) : resolve(),
    ),
  );

/** The scheduler's folder for this user on `platform` (Windows: beside the app's data). */
export function scheduleFolder(platform: NodeJS.Platform, dataDir: string): string {
  if (platform === 'linux') return join(process.env.XDG_CONFIG_HOME || join(homedir(), '.config'), 'systemd', 'user');
  if (platform === 'darwin') return join(homedir(), 'Library', 'LaunchAgents');
  return join(dataDir, 'schedules');
}

const schtasks = (): string => join(process.env.SystemRoot || 'C:\\Windows', 'System32', 'schtasks.exe');

export class OsSchedule {
  private readonly run: RunCommand;
  constructor(private readonly o: OsScheduleOptions) {
    this.run = o.run ?? execRun;
  }

  /** After a save: the automation's files written and loaded, or removed when it has no schedule. */
  async saved(a: AutomationDefinition, previousName?: string): Promise<void> {
    if (previousName !== undefined && scheduleId(previousName) !== scheduleId(a.name)) await this.removed(previousName);
    if (!a.schedule || !a.enabled) return this.removed(a.name);
    mkdirSync(this.o.folder, { recursive: true });
    const scheduled = { name: a.name, schedule: a.schedule };
    const id = scheduleId(a.name);
    if (this.o.platform === 'linux') {
      const { service, timer } = systemdUnits(scheduled, this.o.command);
      writeFileSync(join(this.o.folder, `${id}.service`), service);
      writeFileSync(join(this.o.folder, `${id}.timer`), timer);
      await this.run('systemctl', ['--user', 'daemon-reload']);
      await this.run('systemctl', ['--user', 'enable', '--now', `${id}.timer`]);
    } else if (this.o.platform === 'darwin') {
      const file = join(this.o.folder, `${launchdLabel(a.name)}.plist`);
      writeFileSync(file, launchdPlist(scheduled, this.o.command));
      await this.run('launchctl', ['bootout', `gui/${userInfo().uid}/${launchdLabel(a.name)}`]).catch(() => {});
      await this.run('launchctl', ['bootstrap', `gui/${userInfo().uid}`, file]);
    } else {
      const file = join(this.o.folder, `${id}.xml`);
      // Task Scheduler reads its XML as UTF-16, as the file says.
      writeFileSync(file, Buffer.from(`\ufeff${taskSchedulerXml(scheduled, this.o.command)}`, 'utf16le'));
      await this.run(schtasks(), ['/Create', '/TN', taskName(a.name), '/XML', file, '/F']);
    }
  }

  /** After a delete (or a schedule turned off): unloaded and its files gone; nothing there is fine. */
  async removed(name: string): Promise<void> {
    const id = scheduleId(name);
    const quietly = (file: string, args: string[]): Promise<void> => this.run(file, args).catch(() => {});
    if (this.o.platform === 'linux') {
      await quietly('systemctl', ['--user', 'disable', '--now', `${id}.timer`]);
      for (const ext of ['service', 'timer']) rmSync(join(this.o.folder, `${id}.${ext}`), { force: true });
      await quietly('systemctl', ['--user', 'daemon-reload']);
    } else if (this.o.platform === 'darwin') {
      await quietly('launchctl', ['bootout', `gui/${userInfo().uid}/${launchdLabel(name)}`]);
      rmSync(join(this.o.folder, `${launchdLabel(name)}.plist`), { force: true });
    } else {
      await quietly(schtasks(), ['/Delete', '/TN', taskName(name), '/F']);
      rmSync(join(this.o.folder, `${id}.xml`), { force: true });
    }
  }
}

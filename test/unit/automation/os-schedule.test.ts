// Issue 43: schedules that run with the app closed. The next run times (pure), the OS
// scheduler's files against golden files (test/fixtures/os-schedule/) and, for systemd, by
// systemd's own validator; the files written, changed and removed with the automation, and
// the scheduler commands that would load them (recorded: systemctl --user, launchctl and
// schtasks need a user session or another system).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  AutomationStore,
  OsSchedule,
  launchdPlist,
  nextRuns,
  scheduleId,
  systemdUnits,
  taskSchedulerXml,
} from '../../../main/automation/index.js';
import { AutomationDefinition, type AutomationInput } from '../../../shared/ipc/index.js';
import { ROOT, removeDir, tempDir, toolsRequired } from '../../support/index.js';

const dir = tempDir('cb-os-schedule-');
afterAll(() => removeDir(dir));
const golden = (file: string): string => readFileSync(join(ROOT, 'test/fixtures/os-schedule', file), 'utf8');
const local = (d: Date): string =>
  `${['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][d.getDay()]} ${d.getDate()}.${d.getMonth() + 1}. ${d.getHours()}:${String(d.getMinutes()).padStart(2, '0')}`;

describe('the next three runs', () => {
  const friday = new Date(2026, 10, 27, 10, 0); // Friday 27 November 2026, 10:00 local time
  it('daily, on weekdays (over a weekend) and every n hours from midnight', () => {
    expect(nextRuns({ kind: 'daily', at: '02:15' }, friday).map(local)).toEqual([
      'Sat 28.11. 2:15',
      'Sun 29.11. 2:15',
      'Mon 30.11. 2:15',
    ]);
    expect(nextRuns({ kind: 'weekdays', at: '02:15' }, friday).map(local)).toEqual([
      'Mon 30.11. 2:15',
      'Tue 1.12. 2:15',
      'Wed 2.12. 2:15',
    ]);
    expect(nextRuns({ kind: 'weekdays', at: '23:59' }, friday).map(local)).toEqual([
      'Fri 27.11. 23:59',
      'Mon 30.11. 23:59',
      'Tue 1.12. 23:59',
    ]);
    expect(nextRuns({ kind: 'everyHours', hours: 4 }, new Date(2026, 11, 31, 17, 30)).map(local)).toEqual([
      'Thu 31.12. 20:00',
      'Fri 1.1. 0:00',
      'Fri 1.1. 4:00',
    ]);
  });
  it('never counts the present minute: a run at 02:15 sharp is the next one, tomorrow', () => {
    expect(nextRuns({ kind: 'daily', at: '02:15' }, new Date(2026, 10, 27, 2, 15)).map(local)[0]).toBe(
      'Sat 28.11. 2:15',
    );
  });
});

describe('the OS scheduler files', () => {
  const weekdays = { name: 'Night stock "EU" 100%', schedule: { kind: 'weekdays', at: '02:15' } } as const;
  const hourly = { name: 'Hourly prices', schedule: { kind: 'everyHours', hours: 6 } } as const;
  const win = 'C:\\Program Files\\Commerce Bulk\\resources\\bin\\commerce-bulk.cmd';
  it('match the golden files', () => {
    expect(systemdUnits(weekdays, '/usr/bin/commerce-bulk')).toEqual({
      service: golden('weekdays.service'),
      timer: golden('weekdays.timer'),
    });
    expect(systemdUnits(hourly, '/usr/bin/commerce-bulk').timer).toBe(golden('every-6-hours.timer'));
    expect(launchdPlist(weekdays, '/Applications/Commerce Bulk.app/Contents/Resources/bin/commerce-bulk')).toBe(
      golden('weekdays.plist'),
    );
    expect(launchdPlist(hourly, '/usr/local/bin/commerce-bulk')).toBe(golden('every-6-hours.plist'));
    expect(taskSchedulerXml(weekdays, win)).toBe(golden('weekdays.xml'));
    expect(taskSchedulerXml(hourly, win)).toBe(golden('every-6-hours.xml'));
    expect(scheduleId('Night stock "EU" 100%')).toBe(scheduleId('  night STOCK "eu" 100% '));
  });

  const hasAnalyze = spawnSync('systemd-analyze', ['--version']).status === 0;
  const requireTools = toolsRequired();
  it.skipIf(!hasAnalyze && !requireTools)(
    'pass systemd-analyze verify (skipped where it is missing and not demanded)',
    () => {
      const folder = join(dir, 'verify');
      const check = (timerText: string, serviceText: string) => {
        const id = scheduleId(weekdays.name);
        writeFileSync(join(folder, `${id}.service`), serviceText);
        writeFileSync(join(folder, `${id}.timer`), timerText);
        return spawnSync(
          'systemd-analyze',
          ['verify', '--man=no', join(folder, `${id}.timer`), join(folder, `${id}.service`)],
          {
            encoding: 'utf8',
          },
        );
      };
      mkdirSync(folder);
      // ExecStart must name a program that exists: the launcher itself.
      const { service, timer } = systemdUnits(weekdays, join(ROOT, 'assets/cli/commerce-bulk'));
      const good = check(timer, service);
      expect(good.error, 'systemd-analyze is required where COMMERCE_BULK_REQUIRE_TOOLS=1').toBeUndefined();
      expect(good.status, good.stderr).toBe(0);
      expect(check(timer.replace('Mon..Fri', 'Mon..Fry'), service).status).toBe(1);
    },
  );
});

describe('registered, changed and removed with the automation', () => {
  const commands: string[] = [];
  const record = (file: string, args: string[]): Promise<void> => {
    commands.push([file, ...args].join(' '));
    return Promise.resolve();
  };
  const base: AutomationInput = { name: 'Night stock', resource: 'DCQuantities', folder: '/srv/drop' };

  it('writes the systemd unit and timer, rewrites them when the schedule changes, removes them with it', async () => {
    mkdirSync(join(dir, 'data'));
    const store = AutomationStore.in(join(dir, 'data'));
    const units = join(dir, 'systemd-user');
    const os = new OsSchedule({ platform: 'linux', command: '/usr/bin/commerce-bulk', folder: units, run: record });
    const id = scheduleId('Night stock');
    const save = async (input: AutomationInput, previous?: string) =>
      os.saved(await store.save(input, previous), previous);

    await save({ ...base, schedule: { kind: 'daily', at: '02:15' } });
    expect(readdirSync(units).sort()).toEqual([`${id}.service`, `${id}.timer`]);
    expect(readFileSync(join(units, `${id}.timer`), 'utf8')).toContain('OnCalendar=*-*-* 02:15:00\n');
    expect(commands.splice(0)).toEqual(['systemctl --user daemon-reload', `systemctl --user enable --now ${id}.timer`]);

    await save({ ...base, schedule: { kind: 'everyHours', hours: 3 } }, 'Night stock');
    expect(readFileSync(join(units, `${id}.timer`), 'utf8')).toContain('OnCalendar=*-*-* 00/3:00:00\n');
    commands.splice(0);

    // Renamed: the old name's timer goes, the new one's comes.
    await save({ ...base, name: 'Stock', schedule: { kind: 'everyHours', hours: 3 } }, 'Night stock');
    const renamed = scheduleId('Stock');
    expect(readdirSync(units).sort()).toEqual([`${renamed}.service`, `${renamed}.timer`]);
    expect(commands.splice(0)).toEqual([
      `systemctl --user disable --now ${id}.timer`,
      'systemctl --user daemon-reload',
      'systemctl --user daemon-reload',
      `systemctl --user enable --now ${renamed}.timer`,
    ]);

    // The schedule taken off: only while the app is open again.
    await save({ ...base, name: 'Stock' }, 'Stock');
    expect(readdirSync(units)).toEqual([]);
    await save({ ...base, name: 'Stock', schedule: { kind: 'daily', at: '06:00' } }, 'Stock');
    await store.delete('Stock');
    await os.removed('Stock');
    expect(readdirSync(units)).toEqual([]);
    expect(store.list()).toEqual([]);
  });

  it('loads a LaunchAgent on macOS and a task on Windows (UTF-16 XML), and takes them away', async () => {
    commands.splice(0);
    const a = AutomationDefinition.parse({ ...base, schedule: { kind: 'weekdays', at: '07:30' } });
    const agents = join(dir, 'LaunchAgents');
    const mac = new OsSchedule({
      platform: 'darwin',
      command: '/usr/local/bin/commerce-bulk',
      folder: agents,
      run: record,
    });
    await mac.saved(a);
    const plist = join(agents, `com.commercebulk.${scheduleId('Night stock')}.plist`);
    expect(readFileSync(plist, 'utf8')).toBe(
      launchdPlist({ name: a.name, schedule: a.schedule! }, '/usr/local/bin/commerce-bulk'),
    );
    expect(commands.splice(0).map((c) => c.replace(/gui\/\d+/, 'gui/UID'))).toEqual([
      `launchctl bootout gui/UID/com.commercebulk.${scheduleId('Night stock')}`,
      `launchctl bootstrap gui/UID ${plist}`,
    ]);
    await mac.removed(a.name);
    expect(existsSync(plist)).toBe(false);
    expect(commands.splice(0).map((c) => c.replace(/gui\/\d+/, 'gui/UID'))).toEqual([
      `launchctl bootout gui/UID/com.commercebulk.${scheduleId('Night stock')}`,
    ]);

    const tasks = join(dir, 'schedules');
    const win = new OsSchedule({ platform: 'win32', command: 'C:\\cb\\commerce-bulk.cmd', folder: tasks, run: record });
    await win.saved(a);
    const xmlFile = join(tasks, `${scheduleId('Night stock')}.xml`);
    const bytes = readFileSync(xmlFile);
    expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xfe]);
    expect(bytes.subarray(2).toString('utf16le')).toBe(
      taskSchedulerXml({ name: a.name, schedule: a.schedule! }, 'C:\\cb\\commerce-bulk.cmd'),
    );
    expect(commands.splice(0)[0]).toMatch(
      new RegExp(`schtasks\\.exe /Create /TN \\\\Commerce Bulk\\\\${scheduleId('Night stock')} /XML .+ /F$`),
    );
    await win.removed(a.name);
    expect(existsSync(xmlFile)).toBe(false);
    expect(commands.splice(0)[0]).toMatch(
      /schtasks\.exe \/Delete \/TN \\Commerce Bulk\\commerce-bulk-night-stock-[0-9a-f]{8} \/F$/,
    );
  });

  it('reads a saved automations file from before schedules unchanged', async () => {
    const store = AutomationStore.in(join(dir, 'old'));
    mkdirSync(join(dir, 'old'));
    writeFileSync(
      store.file,
      JSON.stringify({ version: 1, automations: [{ name: 'Old', resource: 'DCQuantities', folder: '/srv/old' }] }),
    );
    expect(store.get('Old')).toMatchObject({ name: 'Old', folder: '/srv/old', enabled: true });
    expect(store.get('Old')?.schedule).toBeUndefined();
  });
});

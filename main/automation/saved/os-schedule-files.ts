// The OS scheduler's files for an automation with a schedule (issue 43): each runs the
// installed `commerce-bulk watch --automation <name> --once` with the app closed. A systemd
// user service and timer (Linux), a launchd LaunchAgent (macOS), a Task Scheduler task
// (Windows, for `schtasks /Create /XML`). Pure text: register.ts puts them in place.
import { createHash } from 'node:crypto';
import type { AutomationSchedule } from '../../../shared/ipc/index.js';
import { timesOfDay } from './schedule-times.js';

export interface Scheduled {
  name: string;
  schedule: AutomationSchedule;
}

/** A file-name-safe id, unique per name regardless of case: "commerce-bulk-night-stock-1a2b3c4d". */
export function scheduleId(name: string): string {
  const key = name.trim().toLowerCase();
  const slug =
    key
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'automation';
  return `commerce-bulk-${slug}-${createHash('sha256').update(key).digest('hex').slice(0, 8)}`;
}

const watchArgs = (name: string): string[] => ['watch', '--automation', name, '--once'];
const pad = (n: number): string => String(n).padStart(2, '0');

// --- systemd ------------------------------------------------------------------------------
/** One word of an ExecStart line: quoted, with systemd's specifiers (%) and variables ($) escaped. */
const systemdWord = (w: string): string =>
  `"${w.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/%/g, '%%').replace(/\$/g, '$$$$')}"`;
const systemdText = (t: string): string => t.replace(/%/g, '%%').replace(/[\r\n]/g, ' ');

function onCalendar(schedule: AutomationSchedule): string {
  if (schedule.kind === 'everyHours') return `*-*-* 00/${schedule.hours}:00:00`;
  return `${schedule.kind === 'weekdays' ? 'Mon..Fri ' : ''}*-*-* ${schedule.at}:00`;
}

export function systemdUnits(a: Scheduled, command: string): { service: string; timer: string } {
  const id = scheduleId(a.name);
  const service = [
    '[Unit]',
    `Description=Commerce Bulk automation ${systemdText(a.name)}`,
    '',
    '[Service]',
    'Type=oneshot',
    `ExecStart=${[command, ...watchArgs(a.name)].map(systemdWord).join(' ')}`,
    '',
  ].join('\n');
  const timer = [
    '[Unit]',
    `Description=Schedule of the Commerce Bulk automation ${systemdText(a.name)}`,
    '',
    '[Timer]',
    `OnCalendar=${onCalendar(a.schedule)}`,
    // A run missed while the machine was off starts when it is back.
    'Persistent=true',
    `Unit=${id}.service`,
    '',
    '[Install]',
    'WantedBy=timers.target',
    '',
  ].join('\n');
  return { service, timer };
}

// --- launchd ------------------------------------------------------------------------------
const xml = (t: string): string =>
  t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const launchdLabel = (name: string): string => `com.commercebulk.${scheduleId(name)}`;

function calendarDicts(schedule: AutomationSchedule): string[] {
  const times = timesOfDay(schedule);
  const days = schedule.kind === 'weekdays' ? [1, 2, 3, 4, 5] : [null];
  return days.flatMap((day) =>
    times.map(
      ([h, m]) =>
        `<dict>${day === null ? '' : `<key>Weekday</key><integer>${day}</integer>`}<key>Hour</key><integer>${h}</integer><key>Minute</key><integer>${m}</integer></dict>`,
    ),
  );
}

export function launchdPlist(a: Scheduled, command: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
    '<plist version="1.0">',
    '<dict>',
    `  <key>Label</key><string>${xml(launchdLabel(a.name))}</string>`,
    '  <key>ProgramArguments</key>',
    '  <array>',
    ...[command, ...watchArgs(a.name)].map((w) => `    <string>${xml(w)}</string>`),
    '  </array>',
    '  <key>StartCalendarInterval</key>',
    '  <array>',
    ...calendarDicts(a.schedule).map((d) => `    ${d}`),
    '  </array>',
    '</dict>',
    '</plist>',
    '',
  ].join('\n');
}

// --- Task Scheduler -----------------------------------------------------------------------
/** One argument for a Windows command line (CommandLineToArgvW's rules). */
function windowsArg(arg: string): string {
  if (arg !== '' && !/[\s"]/.test(arg)) return arg;
  return `"${arg.replace(/(\\*)"/g, '$1$1\\"').replace(/(\\+)$/, '$1$1')}"`;
}

export const taskName = (name: string): string => `\\Commerce Bulk\\${scheduleId(name)}`;

function trigger(schedule: AutomationSchedule): string[] {
  const [h, m] = timesOfDay(schedule)[0] ?? [0, 0];
  const start = `      <StartBoundary>2026-01-01T${pad(h)}:${pad(m)}:00</StartBoundary>`;
  if (schedule.kind === 'weekdays') {
    const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => `<${d} />`).join('');
    return [
      start,
      `      <ScheduleByWeek><WeeksInterval>1</WeeksInterval><DaysOfWeek>${days}</DaysOfWeek></ScheduleByWeek>`,
    ];
  }
  const repeat =
    schedule.kind === 'everyHours'
      ? [`      <Repetition><Interval>PT${schedule.hours}H</Interval><Duration>P1D</Duration></Repetition>`]
      : [];
  return [...repeat, start, '      <ScheduleByDay><DaysInterval>1</DaysInterval></ScheduleByDay>'];
}

export function taskSchedulerXml(a: Scheduled, command: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-16"?>',
    '<Task version="1.2" xmlns="http://schemas.microsoft.com/windows/2004/02/mit/task">',
    '  <RegistrationInfo>',
    `    <Description>${xml(`Commerce Bulk automation ${a.name}`)}</Description>`,
    `    <URI>${xml(taskName(a.name))}</URI>`,
    '  </RegistrationInfo>',
    '  <Triggers>',
    '    <CalendarTrigger>',
    ...trigger(a.schedule),
    '    </CalendarTrigger>',
    '  </Triggers>',
    '  <Principals><Principal id="Author"><LogonType>InteractiveToken</LogonType><RunLevel>LeastPrivilege</RunLevel></Principal></Principals>',
    '  <Settings>',
    '    <MultipleInstancesPolicy>IgnoreNew</MultipleInstancesPolicy>',
    '    <StartWhenAvailable>true</StartWhenAvailable>',
    '    <DisallowStartIfOnBatteries>false</DisallowStartIfOnBatteries>',
    '    <StopIfGoingOnBatteries>false</StopIfGoingOnBatteries>',
    '    <ExecutionTimeLimit>PT12H</ExecutionTimeLimit>',
    '    <Enabled>true</Enabled>',
    '  </Settings>',
    '  <Actions Context="Author">',
    '    <Exec>',
    `      <Command>${xml(windowsArg(command))}</Command>`,
    `      <Arguments>${xml(watchArgs(a.name).map(windowsArg).join(' '))}</Arguments>`,
    '    </Exec>',
    '  </Actions>',
    '</Task>',
    '',
  ].join('\r\n');
}

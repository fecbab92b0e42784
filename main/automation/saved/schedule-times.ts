// The times an automation's schedule runs at, in the machine's local time, as the OS
// schedulers read the files os-schedule-files.ts writes. Pure: the app shows the next three.
import type { AutomationSchedule } from '../../../shared/ipc/index.js';

/** The [hour, minute] pairs of one day the schedule runs at. */
export function timesOfDay(schedule: AutomationSchedule): [number, number][] {
  if (schedule.kind === 'everyHours') {
    const times: [number, number][] = [];
    for (let h = 0; h < 24; h += schedule.hours) times.push([h, 0]);
    return times;
  }
  const [h, m] = schedule.at.split(':').map(Number);
  return [[h ?? 0, m ?? 0]];
}

const isWeekend = (day: Date): boolean => day.getDay() === 0 || day.getDay() === 6;

/** The next `count` run times strictly after `after`, earliest first. */
export function nextRuns(schedule: AutomationSchedule, after: Date, count = 3): Date[] {
  const runs: Date[] = [];
  // A week and a day holds at least one run of every kind (weekdays: after a weekend).
  for (let offset = 0; runs.length < count && offset < 8 + count; offset++) {
    const day = new Date(after.getFullYear(), after.getMonth(), after.getDate() + offset);
    if (schedule.kind === 'weekdays' && isWeekend(day)) continue;
    for (const [h, m] of timesOfDay(schedule)) {
      const at = new Date(day.getFullYear(), day.getMonth(), day.getDate(), h, m);
      if (at > after && runs.length < count) runs.push(at);
    }
  }
  return runs;
}

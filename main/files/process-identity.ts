// Who a process is, beyond its pid: pids are reused, and after a power cut the pid written in
// a lock file is often a live process again (a shell, a daemon), so "kill(pid, 0) answers"
// proves nothing about the lock's owner. A lock therefore records the machine's boot id (a
// new one each boot, Linux) and the process's start time; a live pid with another start time,
// or a lock from another boot, is not the process that took it.
import { readFileSync } from 'node:fs';

let bootIdCache: string | null | undefined;

/** This boot of the machine (Linux's /proc/sys/kernel/random/boot_id), or null where there is none. */
export function bootId(): string | null {
  if (bootIdCache === undefined) {
    try {
      bootIdCache = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null;
    } catch {
      bootIdCache = null;
    }
  }
  return bootIdCache;
}

/**
 * When process `pid` started, as an opaque text that is equal only for the same process:
 * Linux's start tick from /proc/<pid>/stat (field 22, after the command name in parentheses,
 * which may itself hold spaces), elsewhere `ps -o lstart=`; null when it cannot be told
 * (no such process, Windows).
 */
export function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[0] is field 3 (state): field 22 is fields[19].
    return fields[19] ? `tick:${fields[19]}` : null;
  } catch {
    /* no /proc: not Linux, or the process is gone */
  }
  if (process.platform === 'win32' || process.platform === 'linux') return null;
  try {
    // node:child_process is taken here, on macOS alone, not imported by every command (2.6 MB on Node 24).
    const { execFileSync } = process.getBuiltinModule('node:child_process');
    const out = execFileSync('ps', ['-o', 'lstart=', '-p', String(pid)], { encoding: 'utf8', timeout: 5000 }).trim();
    return out ? `ps:${out}` : null;
  } catch {
    return null;
  }
}

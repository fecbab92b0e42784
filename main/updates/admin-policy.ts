// Reads the administrator's update policy from the three places the README names: the
// COMMERCE_BULK_UPDATES environment variable, a machine-wide policy file only
// administrators can write, and on Windows the HKLM policy key (what Group Policy and
// Intune set). Plain Node; the file and registry readers are injected so the tests need
// neither a machine-wide folder nor Windows.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AdminPolicy } from './decide.js';

export const POLICY_ENV = 'COMMERCE_BULK_UPDATES';
export const POLICY_REGISTRY_KEY = 'HKLM\\SOFTWARE\\Policies\\Commerce Bulk';
export const POLICY_REGISTRY_VALUE = 'Updates';

/** Where Windows keeps the ProgramData Known Folder for the machine: not the user's environment. */
export const PROGRAM_DATA_KEY = 'HKLM\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\Explorer\\Shell Folders';
export const PROGRAM_DATA_VALUE = 'Common AppData';
/** reg.exe by its full path: a reg.exe earlier on the user's PATH must not answer for the machine. */
export const REG_EXE = 'C:\\Windows\\System32\\reg.exe';

const OFF_WORDS = new Set(['off', 'false', '0', 'no', 'disabled']);
const ON_WORDS = new Set(['on', 'true']);

/** The machine-wide policy file per system (README "Deploying in a company"). */
export function policyFilePath(platform: NodeJS.Platform, programData = 'C:\\ProgramData'): string {
  if (platform === 'win32') return path.win32.join(programData, 'Commerce Bulk', 'policy.json');
  if (platform === 'darwin') return '/Library/Application Support/Commerce Bulk/policy.json';
  return '/etc/commerce-bulk/policy.json';
}

export interface PolicyReaders {
  env: NodeJS.ProcessEnv;
  platform: NodeJS.Platform;
  /** Resolves with the file's text, or null when there is no such file. */
  readPolicyFile(file: string): Promise<string | null>;
  /** Resolves with `reg query` output for the policy value, or null when it is not set. */
  queryRegistry(key: string, value: string): Promise<string | null>;
}

function isOff(value: unknown): boolean {
  return typeof value === 'string' && OFF_WORDS.has(value.trim().toLowerCase());
}

/** An administrator's value allows updates only when it says so: "on" or true. Anything else is off. */
function isExplicitlyOn(value: unknown): boolean {
  return value === true || (typeof value === 'string' && ON_WORDS.has(value.trim().toLowerCase()));
}

/** The value of `reg query <key> /v <value>` output, e.g. "    Updates    REG_SZ    off". */
export function parseRegQuery(output: string, value: string): string | null {
  for (const line of output.split(/\r?\n/)) {
    // eslint-disable-next-line regexp/no-super-linear-backtracking -- reg.exe's own output, short lines, never a file's text.
    const match = /^\s*(\S.*?)\s{2,}(REG_\w+)\s{2,}(.*)$/.exec(line);
    if (!match || match[1]!.toLowerCase() !== value.toLowerCase()) continue;
    // A DWORD reads as 0x0 / 0x1: 1 means "updates disabled" the way most policies count.
    if (match[2] === 'REG_DWORD') return Number.parseInt(match[3]!.trim(), 16) === 0 ? 'on' : 'off';
    return match[3]!.trim();
  }
  return null;
}

/**
 * Policy-file content: `{ "updates": "off" }`. An `updates` present with anything but "on"
 * or true is off (`false`, "yes", 0 included); a file that cannot be read as JSON fails closed.
 */
export function parsePolicyFile(text: string): 'off' | 'allowed' | 'unreadable' {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return 'unreadable';
    if (!('updates' in parsed)) return 'allowed';
    return isExplicitlyOn((parsed as Record<string, unknown>).updates) ? 'allowed' : 'off';
  } catch {
    return 'unreadable';
  }
}

/** The machine's ProgramData folder from the registry (Windows), C:\\ProgramData when it says none. */
async function programDataFolder(readers: PolicyReaders): Promise<string | undefined> {
  if (readers.platform !== 'win32') return undefined;
  const output = await readers.queryRegistry(PROGRAM_DATA_KEY, PROGRAM_DATA_VALUE);
  const folder = output === null ? null : parseRegQuery(output, PROGRAM_DATA_VALUE);
  return folder && path.win32.isAbsolute(folder) ? folder : undefined;
}

export async function readAdminPolicy(readers: PolicyReaders): Promise<AdminPolicy> {
  const envValue = readers.env[POLICY_ENV];
  if (isOff(envValue)) {
    return { updates: 'off', source: 'env', detail: `${POLICY_ENV}=${envValue!.trim()}` };
  }
  const file = policyFilePath(readers.platform, await programDataFolder(readers));
  const text = await readers.readPolicyFile(file);
  if (text !== null) {
    const verdict = parsePolicyFile(text);
    // An administrator wrote the file to configure something; if it cannot be read, the
    // safe reading is the restrictive one, and the status line says which file to fix.
    if (verdict === 'off') return { updates: 'off', source: 'file', detail: file };
    if (verdict === 'unreadable') return { updates: 'off', source: 'file', detail: `${file} (not valid JSON)` };
  }
  if (readers.platform === 'win32') {
    const output = await readers.queryRegistry(POLICY_REGISTRY_KEY, POLICY_REGISTRY_VALUE);
    const value = output === null ? null : parseRegQuery(output, POLICY_REGISTRY_VALUE);
    if (value !== null && !isExplicitlyOn(value)) {
      return { updates: 'off', source: 'registry', detail: `${POLICY_REGISTRY_KEY}\\${POLICY_REGISTRY_VALUE}` };
    }
  }
  return { updates: 'allowed' };
}

async function readFileOrNull(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    // Present but unreadable (permissions): treat like a broken file, restrictive.
    return '{ unreadable';
  }
}

function regQuery(key: string, value: string): Promise<string | null> {
  return new Promise((resolve) => {
    // reg.exe exits 1 when the key or value is absent: that is "no policy", not an error.
    execFile(REG_EXE, ['query', key, '/v', value], { windowsHide: true, timeout: 10_000 }, (error, stdout) =>
      resolve(error ? null : stdout),
    );
  });
}

/** The real readers for this machine. */
export function systemPolicyReaders(): PolicyReaders {
  return { env: process.env, platform: process.platform, readPolicyFile: readFileOrNull, queryRegistry: regQuery };
}

// Where an administrator turns updates off: the environment variable, the machine-wide
// policy file (per system), and on Windows the HKLM policy key, read through stand-in
// readers so the test needs neither root nor Windows.
import { describe, it, expect } from 'vitest';
import {
  parsePolicyFile,
  parseRegQuery,
  policyFilePath,
  PROGRAM_DATA_KEY,
  readAdminPolicy,
  REG_EXE,
  type PolicyReaders,
} from '../../../main/updates/admin-policy.js';

function readers(overrides: Partial<PolicyReaders> = {}): PolicyReaders {
  return {
    env: {},
    platform: 'linux',
    readPolicyFile: async () => null,
    queryRegistry: async () => null,
    ...overrides,
  };
}

const REG_OFF = '\r\nHKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Commerce Bulk\r\n    Updates    REG_SZ    off\r\n\r\n';

describe('readAdminPolicy', () => {
  it('allows updates when nothing is set', async () => {
    expect(await readAdminPolicy(readers())).toEqual({ updates: 'allowed' });
  });

  it.each(['off', 'OFF', ' false ', '0', 'disabled'])(
    'turns updates off by COMMERCE_BULK_UPDATES=%j',
    async (value) => {
      const policy = await readAdminPolicy(readers({ env: { COMMERCE_BULK_UPDATES: value } }));
      expect(policy).toMatchObject({ updates: 'off', source: 'env' });
    },
  );

  it('ignores other values of the variable', async () => {
    expect(await readAdminPolicy(readers({ env: { COMMERCE_BULK_UPDATES: 'on' } }))).toEqual({ updates: 'allowed' });
  });

  it.each([
    ['linux', '/etc/commerce-bulk/policy.json'],
    ['darwin', '/Library/Application Support/Commerce Bulk/policy.json'],
    ['win32', 'E:\\Data\\Commerce Bulk\\policy.json'],
  ] as const)('reads the policy file of %s at %s', async (platform, file) => {
    const asked: string[] = [];
    const policy = await readAdminPolicy(
      readers({
        platform,
        // A user's own ProgramData changes nothing: the folder is the machine's, from the registry.
        env: { ProgramData: 'D:\\UserMade' },
        queryRegistry: async (key, value) =>
          key === PROGRAM_DATA_KEY && value === 'Common AppData'
            ? `\r\n${key}\r\n    Common AppData    REG_SZ    E:\\Data\r\n`
            : null,
        readPolicyFile: async (f) => (asked.push(f), '{ "updates": "off" }'),
      }),
    );
    expect(asked).toEqual([file]);
    expect(policy).toEqual({ updates: 'off', source: 'file', detail: file });
  });

  it('fails closed on a policy file it cannot read', async () => {
    const policy = await readAdminPolicy(readers({ readPolicyFile: async () => 'updates=off' }));
    expect(policy).toMatchObject({ updates: 'off', source: 'file' });
  });

  it('reads the HKLM key on Windows only', async () => {
    const query = async () => REG_OFF;
    expect(await readAdminPolicy(readers({ platform: 'win32', queryRegistry: query }))).toMatchObject({
      updates: 'off',
      source: 'registry',
      detail: 'HKLM\\SOFTWARE\\Policies\\Commerce Bulk\\Updates',
    });
    expect(await readAdminPolicy(readers({ platform: 'darwin', queryRegistry: query }))).toEqual({
      updates: 'allowed',
    });
  });

  it('puts the variable before the file and the file before the registry', async () => {
    const all = readers({
      platform: 'win32',
      env: { COMMERCE_BULK_UPDATES: 'off' },
      readPolicyFile: async () => '{"updates":"off"}',
      queryRegistry: async () => REG_OFF,
    });
    expect(await readAdminPolicy(all)).toMatchObject({ source: 'env' });
    expect(await readAdminPolicy({ ...all, env: {} })).toMatchObject({ source: 'file' });
  });
});

describe('policy parsers', () => {
  it('reads REG_SZ and REG_DWORD values', () => {
    expect(parseRegQuery(REG_OFF, 'Updates')).toBe('off');
    expect(parseRegQuery('    Updates    REG_DWORD    0x1\r\n', 'Updates')).toBe('off');
    expect(parseRegQuery('    Updates    REG_DWORD    0x0\r\n', 'Updates')).toBe('on');
    expect(parseRegQuery('    Other    REG_SZ    off\r\n', 'Updates')).toBeNull();
  });

  it('reads the policy file', () => {
    expect(parsePolicyFile('{"updates":"off"}')).toBe('off');
    expect(parsePolicyFile('{"updates":"on"}')).toBe('allowed');
    expect(parsePolicyFile('{}')).toBe('allowed');
    expect(parsePolicyFile('null')).toBe('unreadable');
    expect(parsePolicyFile('{')).toBe('unreadable');
  });

  it('falls back to C:\\ProgramData when the registry names no folder', async () => {
    expect(policyFilePath('win32')).toBe('C:\\ProgramData\\Commerce Bulk\\policy.json');
    const asked: string[] = [];
    await readAdminPolicy(
      readers({
        platform: 'win32',
        env: { ProgramData: 'D:\\UserMade' },
        readPolicyFile: async (f) => (asked.push(f), null),
      }),
    );
    expect(asked).toEqual(['C:\\ProgramData\\Commerce Bulk\\policy.json']);
  });

  it('reads any present value but an explicit "on" or true as off', async () => {
    expect(parsePolicyFile('{"updates":false}')).toBe('off');
    expect(parsePolicyFile('{"updates":"yes"}')).toBe('off');
    expect(parsePolicyFile('{"updates":0}')).toBe('off');
    expect(parsePolicyFile('{"updates":null}')).toBe('off');
    expect(parsePolicyFile('{"updates":true}')).toBe('allowed');
    expect(parsePolicyFile('{"updates":" ON "}')).toBe('allowed');
    expect(await readAdminPolicy(readers({ readPolicyFile: async () => '{"updates": false}' }))).toEqual({
      updates: 'off',
      source: 'file',
      detail: '/etc/commerce-bulk/policy.json',
    });
    const reg = (v: string) => async () => `    Updates    REG_SZ    ${v}\r\n`;
    expect(await readAdminPolicy(readers({ platform: 'win32', queryRegistry: reg('maybe') }))).toMatchObject({
      updates: 'off',
      source: 'registry',
    });
    expect(await readAdminPolicy(readers({ platform: 'win32', queryRegistry: reg('on') }))).toEqual({
      updates: 'allowed',
    });
  });

  it('asks reg.exe by its System32 path', () => {
    expect(REG_EXE).toBe('C:\\Windows\\System32\\reg.exe');
  });
});

// Where an administrator turns updates off: the environment variable, the machine-wide
// policy file (per system), and on Windows the HKLM policy key, read through stand-in
// readers so the test needs neither root nor Windows.
import { describe, it, expect } from 'vitest';
import {
  parsePolicyFile,
  parseRegQuery,
  policyFilePath,
  readAdminPolicy,
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
    ['win32', 'D:\\PD\\Commerce Bulk\\policy.json'],
  ] as const)('reads the policy file of %s at %s', async (platform, file) => {
    const asked: string[] = [];
    const policy = await readAdminPolicy(
      readers({
        platform,
        env: { ProgramData: 'D:\\PD' },
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

  it('falls back to C:\\ProgramData without the variable', () => {
    expect(policyFilePath('win32', {})).toBe('C:\\ProgramData\\Commerce Bulk\\policy.json');
  });
});

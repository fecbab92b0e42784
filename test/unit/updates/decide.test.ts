// Every combination of the user's switch, the administrator's policy (none, or off by each
// of its three sources), the run state and the network, for automatic and manual checks,
// with and without an update already downloaded: 2 × 4 × 2 × 2 × 2 × 2 = 128 situations.
// The rules are written out below in words and checked against each situation.
import { describe, it, expect } from 'vitest';
import { decideUpdate, type AdminPolicy, type UpdateSituation } from '../../../main/updates/decide.js';

const settings = ['on', 'off'] as const;
const policies: AdminPolicy[] = [
  { updates: 'allowed' },
  { updates: 'off', source: 'env', detail: 'COMMERCE_BULK_UPDATES=off' },
  { updates: 'off', source: 'file', detail: '/etc/commerce-bulk/policy.json' },
  { updates: 'off', source: 'registry', detail: 'HKLM\\SOFTWARE\\Policies\\Commerce Bulk\\Updates' },
];
const runs = ['idle', 'running'] as const;
const networks = ['online', 'offline'] as const;
const triggers = ['automatic', 'manual'] as const;
const downloadedStates = [false, true] as const;

const situations: UpdateSituation[] = settings.flatMap((setting) =>
  policies.flatMap((policy) =>
    runs.flatMap((run) =>
      networks.flatMap((network) =>
        triggers.flatMap((trigger) =>
          downloadedStates.map((downloaded) => ({ setting, policy, run, network, trigger, downloaded })),
        ),
      ),
    ),
  ),
);

const label = (s: UpdateSituation) =>
  `setting ${s.setting}, policy ${s.policy.updates === 'off' ? `off (${s.policy.source})` : 'none'}, ${s.run}, ${s.network}, ${s.trigger}, ${s.downloaded ? 'downloaded' : 'nothing downloaded'}`;

describe('decideUpdate over every situation', () => {
  it('covers all 128 combinations once', () => {
    expect(situations).toHaveLength(128);
    expect(new Set(situations.map(label)).size).toBe(128);
  });

  it.each(situations.map((s) => [label(s), s] as const))('%s', (_name, situation) => {
    const decision = decideUpdate(situation);
    const { setting, policy, run, network, trigger, downloaded } = situation;

    // 1. An administrator's "off" (any source) means nothing at all, whatever else holds.
    if (policy.updates === 'off') {
      expect(decision).toEqual({
        check: false,
        download: false,
        install: 'none',
        installOnQuit: false,
        reason: 'admin-policy',
      });
      return;
    }
    // 2. Never install in the middle of an import: a downloaded update waits for the run
    //    to end, and is offered at once when no run is going; it always installs on quit.
    expect(decision.install).toBe(!downloaded ? 'none' : run === 'running' ? 'wait' : 'prompt');
    expect(decision.installOnQuit).toBe(downloaded);
    // 3. Checking and downloading go together: what is found is fetched in the background.
    expect(decision.download).toBe(decision.check);
    // 4. A check happens only with nothing downloaded yet, online, and either automatic
    //    checks on or the user asking; a running import does not stop a check.
    const shouldCheck = !downloaded && network === 'online' && (setting === 'on' || trigger === 'manual');
    expect(decision.check).toBe(shouldCheck);
    // 5. The reason says why (offline is its own calm reason, never a failure).
    const reason = downloaded
      ? 'already-downloaded'
      : setting === 'off' && trigger === 'automatic'
        ? 'user-setting'
        : network === 'offline'
          ? 'offline'
          : 'check';
    expect(decision.reason).toBe(reason);
  });
});

describe('decideUpdate, a few situations spelled out', () => {
  const base: UpdateSituation = {
    setting: 'on',
    policy: { updates: 'allowed' },
    run: 'idle',
    network: 'online',
    trigger: 'automatic',
    downloaded: false,
  };

  it('checks and downloads at start when everything allows it', () => {
    expect(decideUpdate(base)).toMatchObject({ check: true, download: true, install: 'none' });
  });

  it('still downloads in the background while an import runs, but holds the install', () => {
    expect(decideUpdate({ ...base, run: 'running' })).toMatchObject({ check: true, install: 'none' });
    expect(decideUpdate({ ...base, run: 'running', downloaded: true })).toMatchObject({
      check: false,
      install: 'wait',
      installOnQuit: true,
    });
  });

  it('lets the user check by hand with automatic checks off', () => {
    expect(decideUpdate({ ...base, setting: 'off' }).check).toBe(false);
    expect(decideUpdate({ ...base, setting: 'off', trigger: 'manual' }).check).toBe(true);
  });

  it('does not let the user override the administrator, even by hand', () => {
    const policy: AdminPolicy = { updates: 'off', source: 'registry', detail: 'HKLM' };
    expect(decideUpdate({ ...base, policy, trigger: 'manual' }).check).toBe(false);
    expect(decideUpdate({ ...base, policy, downloaded: true }).installOnQuit).toBe(false);
  });

  it('installs an update fetched earlier even when offline now', () => {
    expect(decideUpdate({ ...base, network: 'offline', downloaded: true }).install).toBe('prompt');
  });
});

// The update service over time, with a stand-in release feed: what it checks, fetches and
// offers as the situation changes, and that an offline machine or a broken feed never
// throws at the caller.
import { describe, it, expect, afterEach, vi } from 'vitest';
import { UpdateService, type UpdaterPort } from '../../../main/updates/service.js';
import { UserSettingStore } from '../../../main/updates/user-setting.js';
import type { AdminPolicy } from '../../../main/updates/decide.js';
import type { UpdateStatus } from '../../../shared/ipc/index.js';
import { removeDir, tempDir } from '../../support/temp-dir.js';

interface Harness {
  service: UpdateService;
  updater: UpdaterPort & { calls: string[] };
  changes: UpdateStatus[];
  lines: string[];
  state: { running: boolean; online: boolean; policy: AdminPolicy; accept: boolean; feed: string | null | Error };
  settings: UserSettingStore;
}

const dirs: string[] = [];
afterEach(() => {
  vi.useRealTimers();
  for (const d of dirs.splice(0)) removeDir(d);
});

function harness(withUpdater = true): Harness {
  const dir = tempDir('cb-updates-');
  dirs.push(dir);
  const state: Harness['state'] = {
    running: false,
    online: true,
    policy: { updates: 'allowed' },
    accept: false,
    feed: '0.2.0',
  };
  const calls: string[] = [];
  const updater = {
    calls,
    async check() {
      calls.push('check');
      if (state.feed instanceof Error) throw state.feed;
      return state.feed;
    },
    async download() {
      calls.push('download');
    },
    setInstallOnQuit(on: boolean) {
      calls.push(`installOnQuit:${on}`);
    },
    installNow() {
      calls.push('installNow');
    },
  };
  const changes: UpdateStatus[] = [];
  const lines: string[] = [];
  const settings = new UserSettingStore(dir);
  const service = new UpdateService({
    version: '0.1.0',
    updater: withUpdater ? updater : null,
    settings,
    readPolicy: async () => state.policy,
    isOnline: () => state.online,
    isRunning: () => state.running,
    promptRestart: async () => (calls.push('prompt'), state.accept),
    onChange: (s) => changes.push(s),
    log: {
      info: (m) => lines.push(`INFO ${m}`),
      warn: (m) => lines.push(`WARN ${m}`),
      error: (m) => lines.push(`ERROR ${m}`),
    },
    runPollMs: 1000,
  });
  return { service, updater, changes, lines, state, settings };
}

describe('UpdateService', () => {
  it('checks, downloads, then offers the restart when no import runs', async () => {
    const h = harness();
    h.state.accept = true;
    const status = await h.service.checkNow();
    expect(h.updater.calls).toEqual([
      'installOnQuit:false',
      'check',
      'download',
      'installOnQuit:true',
      'prompt',
      'installNow',
    ]);
    expect(status).toMatchObject({ phase: 'ready', newVersion: '0.2.0' });
    expect(h.lines.some((l) => l.includes('version 0.2.0 available'))).toBe(true);
  });

  it('leaves the install for the quit when the user says Later', async () => {
    const h = harness();
    await h.service.checkNow();
    expect(h.updater.calls).not.toContain('installNow');
    expect(h.updater.calls).toContain('installOnQuit:true');
  });

  it('holds the prompt while an import runs and offers it once the run ends', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const h = harness();
    h.state.running = true;
    expect((await h.service.run('automatic')).phase).toBe('waiting-for-run');
    expect(h.updater.calls).not.toContain('prompt');
    vi.advanceTimersByTime(3000);
    await h.service.run('automatic');
    expect(h.updater.calls).not.toContain('prompt');
    h.state.running = false;
    vi.advanceTimersByTime(1000);
    await vi.waitFor(() => expect(h.updater.calls).toContain('prompt'), { timeout: 10_000 });
    await vi.waitFor(() => expect(h.changes.at(-1)?.phase).toBe('ready'), { timeout: 10_000 });
  });

  it('says offline calmly, without an error, when the machine is offline or the feed unreachable', async () => {
    const h = harness();
    h.state.online = false;
    expect(await h.service.run('automatic')).toMatchObject({ phase: 'offline', message: null });
    expect(h.updater.calls).not.toContain('check');
    h.state.online = true;
    h.state.feed = Object.assign(new Error('getaddrinfo ENOTFOUND github.com'), { code: 'ENOTFOUND' });
    expect(await h.service.checkNow()).toMatchObject({ phase: 'offline', message: null });
    expect(h.lines.some((l) => l.startsWith('WARN Update check: network failure'))).toBe(true);
  });

  it('reports a broken feed with its message, secrets masked', async () => {
    const h = harness();
    h.state.feed = new Error('HttpError: 404 at https://x/latest.yml?access_token=abcdef123456');
    const status = await h.service.checkNow();
    expect(status.phase).toBe('failed');
    expect(status.message).toContain('access_token=[redacted]');
    expect(status.message).not.toContain('abcdef123456');
  });

  it('does nothing at all under an administrator policy, and says where it comes from', async () => {
    const h = harness();
    h.state.policy = { updates: 'off', source: 'env', detail: 'COMMERCE_BULK_UPDATES=off' };
    const status = await h.service.checkNow();
    expect(status).toMatchObject({ phase: 'off-by-policy', policy: { source: 'env' } });
    expect(h.updater.calls).toEqual(['installOnQuit:false']);
    h.state.policy = { updates: 'allowed' };
    expect(await h.service.status()).toMatchObject({ phase: 'idle', policy: null });
  });

  it('shows the policy in the status as soon as it is read, whatever the last check said', async () => {
    const h = harness();
    h.state.feed = null;
    expect((await h.service.checkNow()).phase).toBe('up-to-date');
    h.state.policy = { updates: 'off', source: 'file', detail: '/etc/commerce-bulk/policy.json' };
    expect(await h.service.status()).toMatchObject({ phase: 'off-by-policy', policy: { source: 'file' } });
  });

  it('keeps the user switch in the data folder and skips automatic checks when it is off', async () => {
    const h = harness();
    expect((await h.service.setAutomatic(false)).automatic).toBe(false);
    expect(await h.settings.read()).toBe('off');
    expect((await h.service.run('automatic')).phase).toBe('idle');
    expect(h.updater.calls).not.toContain('check');
  });

  it('says so where this copy cannot update itself', async () => {
    const h = harness(false);
    expect((await h.service.checkNow()).phase).toBe('unsupported');
  });

  it('checks at start and every interval after', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const h = harness();
    h.state.feed = null;
    // Counted as the timer fires (run() is called synchronously by each tick), so the test
    // does not depend on how fast the checks themselves finish.
    const runs = vi.spyOn(h.service, 'run');
    h.service.start();
    expect(runs).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(6 * 60 * 60 * 1000 - 1);
    expect(runs).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(runs).toHaveBeenCalledTimes(2);
    expect(runs.mock.calls.every(([trigger]) => trigger === 'automatic')).toBe(true);
    h.service.stop();
    vi.advanceTimersByTime(6 * 60 * 60 * 1000);
    expect(runs).toHaveBeenCalledTimes(2);
    // Let the pass in flight finish before the temp folder goes.
    await runs.mock.results.at(-1)!.value;
  });
});

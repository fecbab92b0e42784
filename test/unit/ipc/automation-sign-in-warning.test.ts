// The Automations screen's warning before a refresh token lapses for non-use (issue 28), over
// IPC against the built-in sandbox started with 90 refresh-token idle days: last used 80 days
// ago, automations.list warns with the date it lapses; 10 days ago, no warning; 95 days ago,
// lapsed; and a "Check sign-in" that works notes a use, so the warning goes.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noteTokenUse, refForAppId, SANDBOX_ID } from '../../../main/connection-refs/index.js';
import { startTestApp, type TestApp } from '../../support/index.js';

const DAY_MS = 86_400_000;
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ sandbox: { refreshTokenIdleDays: 90 } });
  const folder = path.join(app.dir, 'drop');
  mkdirSync(folder);
  const token = app.ctx.files.grant(folder, 'folder').token;
  await app.call('automations.save', { name: 'Nightly', resource: 'DCQuantities', folder: token, enabled: false });
});
afterAll(async () => {
  await app?.ctx.dispose();
});

/** The sandbox's token last used `days` ago, as a run or Check sign-in would have noted it. */
function lastUsed(days: number): number {
  const sandbox = app.ctx.connections.list().connections.find((c) => c.id === SANDBOX_ID)!;
  const at = Date.now() - days * DAY_MS;
  noteTokenUse(app.dir, { ref: refForAppId(SANDBOX_ID), baseUrl: sandbox.baseUrl }, at);
  return at;
}

async function warning(): Promise<unknown> {
  const { automations } = await app.call('automations.list', {});
  return automations.find((a) => a.name === 'Nightly')!.signInWarning;
}

describe("the automations' sign-in lapse warning", () => {
  it('warns within 14 days of the 90-day lapse, with the date', async () => {
    const at = lastUsed(80);
    const lapsesOn = new Date(at + 90 * DAY_MS).toISOString().slice(0, 10);
    expect(await warning()).toEqual({ idleDays: 80, lapsesOn, lapsed: false });
  });

  it('says nothing when the token was used 10 days ago', async () => {
    lastUsed(10);
    expect(await warning()).toBeUndefined();
  });

  it('says lapsed past the limit, and goes once Check sign-in works', async () => {
    lastUsed(95);
    expect(await warning()).toMatchObject({ idleDays: 95, lapsed: true });
    const checked = await app.call('automations.checkSignIn', { connection: SANDBOX_ID });
    expect(checked.ok).toBe(true);
    expect(await warning()).toBeUndefined();
  });
});

// The app and the CLI start the built-in sandbox in-process under the app data folder; they
// take its credentials from the handle, so no file there may hold the client secret or the
// refresh token in plain text. The sandbox's own SQLite database stores them by design.
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryVault } from '../../../main/auth/index.js';
import { connectSandbox } from '../../../main/cli/connect.js';
import { ConnectionService } from '../../../main/live-connections/index.js';
import { headlessDeps } from '../../../main/ipc/deps.js';
import { tempDir } from '../../support/index.js';

let home: string;
const previousHome = process.env.COMMERCE_BULK_HOME;

beforeAll(() => {
  home = tempDir('cb-secrets-');
  process.env.COMMERCE_BULK_HOME = home;
});

afterAll(() => {
  if (previousHome === undefined) delete process.env.COMMERCE_BULK_HOME;
  else process.env.COMMERCE_BULK_HOME = previousHome;
  rmSync(home, { recursive: true, force: true });
});

/** Every file under dir, except the sandbox's SQLite database and its journal files. */
function filesOutsideSandboxDb(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesOutsideSandboxDb(path));
    else if (!/^sandbox\.db(-wal|-shm|-journal)?$/.test(name)) out.push(path);
  }
  return out;
}

function filesHolding(dir: string, secrets: string[]): string[] {
  return filesOutsideSandboxDb(dir).filter((f) => {
    const text = readFileSync(f, 'latin1');
    return secrets.some((s) => text.includes(s));
  });
}

describe('built-in sandbox started by the CLI and the app', () => {
  it('the CLI path (connectSandbox) leaves no secret in a plain file', async () => {
    const c = await connectSandbox();
    try {
      const { clientSecret, refreshToken } = c.sandbox.credentials;
      expect(clientSecret.length).toBeGreaterThan(8);
      expect((await c.tokens.getAccessToken()).length).toBeGreaterThan(0);
      expect(readdirSync(join(home, 'sandbox'))).toContain('sandbox.db');
      expect(filesHolding(home, [clientSecret, refreshToken])).toEqual([]);
    } finally {
      await c.close();
    }
  });

  it('the app path (ConnectionService) leaves no secret in a plain file', async () => {
    const dataDir = join(home, 'app');
    const service = await ConnectionService.open(
      dataDir,
      { ...headlessDeps, vault: new MemoryVault(), sandbox: { seedProducts: 50 } },
      () => {},
    );
    const handle = (service as unknown as { sandbox: { credentials: { clientSecret: string; refreshToken: string } } })
      .sandbox;
    try {
      const { clientSecret, refreshToken } = handle.credentials;
      expect(readdirSync(join(dataDir, 'sandbox'))).toContain('sandbox.db');
      expect(filesHolding(dataDir, [clientSecret, refreshToken])).toEqual([]);
    } finally {
      await service.close();
    }
  });
});

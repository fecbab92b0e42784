// Issue 45 in the app: the Automations screen takes a source address instead of a folder.
// In real Chromium, through the real main-process IPC: an automation is created with an
// https:// address and its password (to the app's keychain); an address with a password in
// it is refused; the card shows the address and "Not pulled yet"; Run now pulls with the
// app's own runner, which does not trust the test server's authority, so the card shows the
// failed pull with its reason; then the app's AutomationRunner class, given the test CA as a
// company would trust it, pulls twice (200, then 304 in the server's log), the value read
// back from the sandbox, and the card shows "Last pull … – not changed". Screenshots under
// test-results/e2e/automation-source/, axe-core on the screen in both themes.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AutomationRunner, readPull, sourcePaths } from '../../main/automation/index.js';
import { SANDBOX_ID } from '../../main/connection-refs/index.js';
import { issueCertificates } from '../../server/http/tls-certificates.js';
import { formatDateTime } from '../../shared/i18n/index.js';
import { axeBothThemes, chromiumAvailable, startE2EApp, type E2EApp } from '../support/e2e/index.js';
import { quantity, tempDir } from '../support/index.js';

const SECRET = 'e2e-feed-Pa55-90ab';
const FEED = 'Product ID,DC,Qty\n2000001,1,6543\n';
const saved = { home: process.env.COMMERCE_BULK_HOME, secret: process.env.COMMERCE_BULK_SOURCE_SECRET };
const log: string[] = [];
let server: Server;
let address: string;
let caFile: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = tempDir('cb-e2e-source-');
  process.env.COMMERCE_BULK_HOME = dataDir; // the watcher's per-folder state: this test's
  delete process.env.COMMERCE_BULK_SOURCE_SECRET; // the password must come from the app's keychain
  const tls = issueCertificates({ names: ['127.0.0.1'], caName: 'Test Feed CA' });
  caFile = path.join(dataDir, 'ca.pem');
  writeFileSync(caFile, tls.caCert);
  const etag = `"${createHash('sha256').update(FEED).digest('hex').slice(0, 16)}"`;
  server = createServer({ cert: tls.cert, key: tls.key }, (req, res) => {
    const ok = req.headers.authorization === `Basic ${Buffer.from(`feed:${SECRET}`).toString('base64')}`;
    const status = !ok ? 401 : req.url !== '/out/stock.csv' ? 404 : req.headers['if-none-match'] === etag ? 304 : 200;
    log.push(`${req.method} ${req.url} ${status}`);
    res.writeHead(status, status === 200 || status === 304 ? { etag } : {});
    res.end(status === 200 ? FEED : undefined);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  address = `https://feed@127.0.0.1:${(server.address() as AddressInfo).port}/out/stock.csv`;
});

afterAll(async () => {
  await new Promise((r) => server?.close(r));
  for (const [name, value] of [
    ['COMMERCE_BULK_HOME', saved.home],
    ['COMMERCE_BULK_SOURCE_SECRET', saved.secret],
  ] as const)
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
});

describe.skipIf(!chromiumAvailable)('Automations screen: a source address', () => {
  let app: E2EApp | undefined;
  afterAll(async () => {
    await app?.close();
  });

  it('saves an https:// source, shows its address and its last pull', async () => {
    app = await startE2EApp('automation-source', { dataDir });
    const { page, context } = app;
    await page.getByRole('button', { name: 'Automations' }).click();
    await page.getByRole('heading', { name: 'Automations', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'New automation' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Warehouse feed');
    const source = page.getByRole('textbox', { name: 'Or pull from an address (https:// or sftp://)' });
    await source.fill(address.replace('feed@', 'feed:oops@'));
    await page.getByRole('spinbutton', { name: 'Settle time (seconds)' }).fill('0');
    await page.getByRole('spinbutton', { name: 'Check every (seconds)' }).fill('3600');
    await page.getByRole('button', { name: 'Save automation' }).click();
    await page.getByText('a password does not belong in the address').waitFor();

    await source.fill(address);
    await page.getByLabel(/^Password or token for the address/).fill(SECRET);
    await app.screenshot('source-form');
    expect(await axeBothThemes(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save automation' }).click();
    const card = page.getByRole('article', { name: 'Warehouse feed' });
    await card.waitFor();
    const facts = card.locator('dl');
    await expect.poll(() => facts.textContent()).toContain(`Source${address}Last pullNot pulled yet`);
    expect(context.automations.store.get('Warehouse feed')).toMatchObject({ source: address });
    expect(JSON.stringify(context.automations.store.read())).not.toContain(SECRET);
    expect(await context.deps.vault?.get('source:https:feed@127.0.0.1')).toBe(SECRET);

    // The app's runner does not trust the test's authority: the pull fails, and says why.
    await card.getByRole('button', { name: 'Run now' }).click();
    await expect.poll(() => facts.textContent(), { timeout: 30_000 }).toMatch(/Last pull.* – failed: .*certificate/i);
    expect(log).toEqual([]);
    await app.screenshot('pull-failed');

    // The same runner class, trusting the test CA as a company's own authority: 200, then 304.
    await context.automations.runner.stop();
    const runner = new AutomationRunner({
      store: context.automations.store,
      jobsDir: context.jobsDir,
      mappingStore: context.mappings,
      dataDir: context.dataDir,
      ...(context.deps.vault ? { vault: context.deps.vault } : {}),
      clientFor: (id) => context.connections.client(id),
      networkFor: async () => ({ caFiles: [caFile], caSource: 'the test' }),
      onRun: (a, run) => context.emit('automations.ran', { name: a.name, run }),
    });
    const first = await runner.runNow('Warehouse feed');
    expect(first.map((r) => r.status)).toEqual(['processed']);
    expect(await quantity(context.connections.client(SANDBOX_ID).client, 1, 2000001)).toBe(6543);
    await expect.poll(() => facts.textContent(), { timeout: 15_000 }).toMatch(/Last pull.* – fetched stock\.csv/);
    expect(await runner.runNow('Warehouse feed')).toEqual([]);
    await runner.stop();
    expect(log).toEqual(['GET /out/stock.csv 200', 'GET /out/stock.csv 304']);
    const last = readPull(sourcePaths(address, dataDir), address).last;
    expect(last?.kind).toBe('not-modified');
    const when = formatDateTime('en', new Date(last!.at)).replace(/\s/g, ' ');
    const shown = async (): Promise<string> => ((await facts.textContent()) ?? '').replace(/\s/g, ' ');
    await expect.poll(shown, { timeout: 15_000 }).toContain(`Last pull${when} – not changed`);
    await app.screenshot('pull-not-changed');
    expect(await axeBothThemes(page)).toEqual([]);
  }, 150_000);
});

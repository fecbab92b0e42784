// Issue 39, the secret scan: one unattended run with every secret of the new surface planted at
// once (the proxy's password in COMMERCE_BULK_PROXY_PASSWORD, the mail server's in
// COMMERCE_BULK_SMTP_PASSWORD), through a real proxy that wants its password (tinyproxy), with a
// webhook and an e-mail sent, a partly failed file and its result and undo workbooks. Then
// every file the program wrote (the data folder, the watched folder, every workbook's cells),
// everything it printed, every process's argv while it ran, the webhook's bodies and headers
// and the e-mail it sent are searched for both passwords, raw and as the Base64 of the proxy's
// Basic header and of SMTP's AUTH PLAIN: none may hold them.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cli,
  killChildren,
  readXlsx,
  removeDir,
  startCli,
  startService,
  tempDir,
  type Service,
} from '../../support/index.js';
import { haveTinyproxy, startTinyproxy, type TinyProxy } from '../../support/tinyproxy.js';
import { startMailServer, startWebhookReceiver, type MailServer, type WebhookReceiver } from './notify-receivers.js';
import { expectValues, jsonLines, stockCsv } from './watch-helpers.js';

const PROXY_USER = 'buyer';
const PROXY_PASSWORD = 'Planted-Pr0xy-7c1e';
const SMTP_PASSWORD = 'Planted-Smtp-4b9d';
const enabled = haveTinyproxy();

let svc: Service;
let proxy: TinyProxy;
let hook: WebhookReceiver;
let mail: MailServer;
let dir: string;
beforeAll(async () => {
  if (!enabled) return;
  dir = tempDir('cb-secret-scan-');
  svc = await startService({ seedProducts: 10 });
  proxy = await startTinyproxy({ user: PROXY_USER, password: PROXY_PASSWORD });
  hook = await startWebhookReceiver();
  mail = await startMailServer('cb-scan', SMTP_PASSWORD);
}, 60_000);
afterAll(async () => {
  killChildren();
  await proxy?.stop();
  await hook?.close();
  await mail?.close();
  await svc?.close();
  if (dir) removeDir(dir);
});

/** Every file under `root` (folders walked), by path. */
function filesIn(root: string): string[] {
  return readdirSync(root).flatMap((name) => {
    const p = join(root, name);
    return statSync(p).isDirectory() ? filesIn(p) : [p];
  });
}

/** The processes whose parent is `pid`, and theirs (from /proc). */
function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid)
        out.push(Number(name), ...childrenOf(Number(name)));
    } catch {
      // gone already
    }
  }
  return out;
}

const FORMS = [
  PROXY_PASSWORD,
  SMTP_PASSWORD,
  encodeURIComponent(PROXY_PASSWORD),
  Buffer.from(`${PROXY_USER}:${PROXY_PASSWORD}`).toString('base64'),
  Buffer.from(`\0cb-scan\0${SMTP_PASSWORD}`).toString('base64'),
];

describe.skipIf(!enabled)('the secret scan of an unattended run', () => {
  it('finds neither planted password in anything the run wrote, printed, sent or was started with', async () => {
    const home = join(dir, 'home');
    const setup = await cli(
      ['notify-setup', '--smtp-host', '127.0.0.1', '--smtp-port', String(mail.port), '--smtp-tls', 'none'].concat([
        '--smtp-user',
        mail.user,
        '--smtp-from',
        'bulk@example.com',
      ]),
      home,
    );
    expect(setup.code, setup.stderr).toBe(0);

    const folder = join(dir, 'Warehouse');
    mkdirSync(folder);
    const feed = stockCsv(700_000, 1, 3);
    writeFileSync(join(folder, 'stock.csv'), `${feed.text}9999999,1,5\n`);
    const run = startCli(
      [
        'watch',
        folder,
        '--resource',
        'DCQuantities',
        '--credentials',
        svc.creds,
        '--once',
        '--settle',
        '0',
        '--json',
        '--max-invalid',
        '100',
        '--proxy',
        `http://${PROXY_USER}@127.0.0.1:${proxy.port}`,
        '--notify',
        'always',
        '--notify-webhook',
        hook.url,
        '--notify-email',
        'ops@example.com',
      ],
      {
        COMMERCE_BULK_HOME: home,
        COMMERCE_BULK_PROXY_PASSWORD: PROXY_PASSWORD,
        COMMERCE_BULK_SMTP_PASSWORD: SMTP_PASSWORD,
      },
      120_000,
    );
    const argvs: string[] = [];
    const sample = (): void => {
      for (const p of [run.child.pid!, ...childrenOf(run.child.pid!)])
        try {
          argvs.push(readFileSync(`/proc/${p}/cmdline`, 'utf8').replaceAll('\0', ' '));
        } catch {
          // gone already
        }
    };
    sample();
    const timer = setInterval(sample, 20);
    const r = await run.done.finally(() => clearInterval(timer));

    // The run really used every secret: through the proxy, signed in to the mail server, both sent.
    expect(r.code, r.stderr).toBe(1);
    expect(jsonLines(r.stdout)[0]).toMatchObject({ status: 'partly failed' });
    expect(proxy.log()).toContain('CONNECT');
    expect(mail.mails).toHaveLength(1);
    expect(mail.passwordsSeen).toEqual([SMTP_PASSWORD]);
    expect(hook.received).toHaveLength(1);
    await expectValues(svc, feed.values);

    const places: [string, string][] = [
      ['stdout', r.stdout],
      ['stderr', r.stderr],
      ...argvs.map((a, i): [string, string] => [`argv ${i}`, a]),
      ...hook.received.map((h, i): [string, string] => [`webhook ${i}`, JSON.stringify([h.headers, h.json])]),
      ...mail.mails.map((m, i): [string, string] => [`e-mail ${i}`, m.raw]),
    ];
    const files = [...filesIn(home), ...filesIn(folder)];
    expect(files.some((f) => f.endsWith('.result.xlsx'))).toBe(true);
    expect(files.some((f) => f.endsWith('.undo.xlsx'))).toBe(true);
    for (const f of files) {
      places.push([f, readFileSync(f).toString('latin1')]);
      // A workbook's parts are deflated: its cells are read back as text too.
      if (f.endsWith('.xlsx')) places.push([`${f} (cells)`, JSON.stringify(await readXlsx(f))]);
    }
    const found = places.flatMap(([where, text]) =>
      FORMS.filter((s) => text.includes(s)).map((s) => `${s} in ${where}`),
    );
    expect(found).toEqual([]);
  }, 180_000);
});

// The grant screen in real headless Chromium: fill Login and Password by label, Sign in,
// Allow, and catch the redirect to the HTTPS redirect URI with page.route (nothing listens there).
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAccessToken } from '../../../server/oauth/index.js';
import {
  authorizeUrl,
  type OAuthTestServer,
  oauthTokenRequest,
  PROFILES,
  startOAuthServer,
} from '../../support/index.js';

const CHROMIUM = '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium)
  console.warn(`Skipping the Chromium grant-screen test: ${CHROMIUM} is missing (apt-get install chromium).`);

describe.skipIf(!hasChromium)('grant screen in headless Chromium', () => {
  let server: OAuthTestServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startOAuthServer();
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('signs in, allows one profile and lands on the redirect URI with a code that exchanges', async () => {
    const page = await browser.newPage();
    const landed = new Promise<URL>((resolve) => {
      void page.route(`${server.creds.redirectUri}**`, async (route) => {
        await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Signed in</p>' });
        resolve(new URL(route.request().url()));
      });
    });
    await page.goto(authorizeUrl(server, { state: 'browser-state' }));
    await page.getByLabel('Login').fill(server.creds.username);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('The login or password is wrong');
    await page.getByLabel('Password').fill(server.creds.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.getByRole('button', { name: 'Allow' }).waitFor();
    expect(await page.getByLabel(PROFILES[0]!.name).isChecked()).toBe(true);
    await page.getByLabel(PROFILES[0]!.name).uncheck();
    await page.getByLabel(PROFILES[2]!.name).uncheck();
    await page.getByRole('button', { name: 'Allow' }).click();
    let timer: NodeJS.Timeout | undefined;
    const url = await Promise.race([
      landed,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('Chromium did not reach the redirect URI within 10 s')), 10_000);
      }),
    ]).finally(() => clearTimeout(timer));
    await page.close();

    expect(url.origin + url.pathname).toBe(server.creds.redirectUri);
    expect(url.searchParams.get('state')).toBe('browser-state');
    const code = url.searchParams.get('code')!;
    const res = await oauthTokenRequest(server, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: server.creds.redirectUri,
    });
    expect(res.status).toBe(200);
    expect(verifyAccessToken(server.db, res.body.access_token as string, server.clock.now())).toMatchObject({
      profileIds: [PROFILES[1]!.id],
      scopes: ['orders', 'inventory'],
    });
  });
});

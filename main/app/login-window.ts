// The login window of issue 4: the service's grant screen in its own in-memory session
// (nothing shared with the app or kept after), sandboxed, without a preload. The registered
// redirect URI is caught before it loads (webRequest.onBeforeRequest, will-redirect,
// will-navigate) and its URL handed back; closing the window is a cancel.
import { BrowserWindow, session } from 'electron';
import { randomBytes } from 'node:crypto';
import { isRedirectTarget } from '../auth/index.js';
import type { BrowserProxy } from '../net/index.js';
import { loginWindowWebPreferences } from '../shell-rules/index.js';
import { allowNavigation, denyPermissions } from './security.js';
import { mainText } from '../i18n/index.js';

function isRedirect(raw: string, redirectUri: string): boolean {
  try {
    return isRedirectTarget(new URL(raw), redirectUri);
  } catch {
    return false;
  }
}

export function openLoginWindow(
  authorizeUrl: string,
  redirectUri: string,
  proxy: BrowserProxy = { mode: 'system' },
  parent?: BrowserWindow,
): Promise<string | null> {
  return new Promise((resolve) => {
    // No 'persist:' prefix: the partition lives in memory and disappears with the window.
    const loginSession = session.fromPartition(`login-${randomBytes(8).toString('hex')}`);
    const win = new BrowserWindow({
      width: 520,
      height: 680,
      title: mainText('login.title'),
      ...(parent ? { parent, modal: true } : {}),
      webPreferences: { ...loginWindowWebPreferences(), session: loginSession },
    });
    denyPermissions(loginSession);
    allowNavigation(win.webContents);
    let settled = false;
    const finish = (url: string | null): void => {
      if (settled) return;
      settled = true;
      resolve(url);
      if (!win.isDestroyed()) win.close();
    };
    loginSession.webRequest.onBeforeRequest({ urls: ['<all_urls>'] }, (details, callback) => {
      if (isRedirect(details.url, redirectUri)) {
        callback({ cancel: true });
        finish(details.url);
      } else callback({});
    });
    const intercept = (e: { preventDefault(): void }, url: string): void => {
      if (isRedirect(url, redirectUri)) {
        e.preventDefault();
        finish(url);
      }
    };
    win.webContents.on('will-redirect', intercept);
    win.webContents.on('will-navigate', intercept);
    win.on('closed', () => finish(null));
    // Not awaited: the outcome comes through the navigation events above. loadURL rejects when
    // the first load is cut short (our own redirect interception) or the service cannot be
    // reached; the latter shows Chromium's error page, and closing the window answers null.
    // The session takes the client's route first (the app's proxy setting), then the page loads.
    void loginSession
      .setProxy(proxy)
      .then(() => win.loadURL(authorizeUrl))
      .catch(() => undefined);
  });
}

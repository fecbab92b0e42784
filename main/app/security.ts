// Electron's security checklist in one place: every web contents is denied navigation away
// from the app, window.open, webviews and permission requests.
import { app, session, type WebContents } from 'electron';
import { APP_ORIGIN } from './protocol.js';

export { CONTENT_SECURITY_POLICY } from '../../shared/security/csp.js';

// The login window must follow the grant screen's own navigations (sign in, Allow); it
// has no preload and its own session, so nothing of the app is reachable from it.
const navigable = new WeakSet<WebContents>();
export function allowNavigation(contents: WebContents): void {
  navigable.add(contents);
}

function lockDown(contents: WebContents): void {
  contents.on('will-navigate', (event, url) => {
    if (!url.startsWith(APP_ORIGIN) && !navigable.has(contents)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}

export function applySecurityPolicy(): void {
  app.on('web-contents-created', (_event, contents) => lockDown(contents));
  // The default session exists once the app is ready; the caller goes on registering
  // start-up work meanwhile. Without this handler pages could be granted permissions, so a
  // failure to set it ends the app rather than running unguarded.
  void app
    .whenReady()
    .then(() => {
      session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
    })
    .catch((error: unknown) => {
      console.error('Could not deny permission requests; quitting.', error);
      app.exit(1);
    });
}

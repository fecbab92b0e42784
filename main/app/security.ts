// Electron's security checklist in one place: every web contents is denied navigation away
// from the app, window.open, webviews, and every permission request and check. The decisions
// themselves are main/shell-rules's plain functions.
import { app, session, type Session, type WebContents } from 'electron';
import {
  grantsPermissionCheck,
  grantsPermissionRequest,
  isAllowedNavigation,
  windowOpenDecision,
} from '../shell-rules/index.js';

export { CONTENT_SECURITY_POLICY } from '../shell-rules/index.js';

// The login window must follow the grant screen's own navigations (sign in, Allow); it
// has no preload and its own session, so nothing of the app is reachable from it.
const navigable = new WeakSet<WebContents>();
export function allowNavigation(contents: WebContents): void {
  navigable.add(contents);
}

function lockDown(contents: WebContents): void {
  contents.on('will-navigate', (event, url) => {
    if (!isAllowedNavigation(url) && !navigable.has(contents)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => windowOpenDecision());
}

/** Denies every permission of a session, asked for or only checked. */
export function denyPermissions(target: Session): void {
  target.setPermissionRequestHandler((_contents, permission, callback) =>
    callback(grantsPermissionRequest(permission)),
  );
  target.setPermissionCheckHandler((_contents, permission) => grantsPermissionCheck(permission));
}

export function applySecurityPolicy(): void {
  app.on('web-contents-created', (_event, contents) => lockDown(contents));
  // The default session exists once the app is ready; the caller goes on registering
  // start-up work meanwhile. Without these handlers pages could be granted permissions, so a
  // failure to set them ends the app rather than running unguarded.
  void app
    .whenReady()
    .then(() => denyPermissions(session.defaultSession))
    .catch((error: unknown) => {
      console.error('Could not deny permission requests; quitting.', error);
      app.exit(1);
    });
}

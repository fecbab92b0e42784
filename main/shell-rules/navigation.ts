// What a web page of the app may do beyond showing itself: navigate only within the app's
// origin (compared exactly, so app://commerce-bulk.evil/ is no match), open no windows, attach
// no webviews, and be granted no permission, whether it asks (request) or is only checked.
import { isAppUrl } from './origin.js';

/** The main window follows a navigation only to the app itself. */
export function isAllowedNavigation(url: string): boolean {
  return isAppUrl(url);
}

/** window.open and target=_blank: always refused (Electron's setWindowOpenHandler answer). */
export function windowOpenDecision(): { action: 'deny' } {
  return { action: 'deny' };
}

/** Every permission request (camera, notifications, ...) is answered no. */
export function grantsPermissionRequest(_permission: string): boolean {
  return false;
}

/** Every synchronous permission check is answered no as well. */
export function grantsPermissionCheck(_permission: string): boolean {
  return false;
}

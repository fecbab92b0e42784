// The app's own origin, and the one test of "is this URL the app": scheme and host compared
// exactly. Not URL.origin: Node's URL (Electron's main process) gives "null" as the origin of
// a non-special scheme such as app:, so comparing origins refuses every app:// request.
export const APP_SCHEME = 'app';
export const APP_HOST = 'commerce-bulk';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/** The URL parsed, or null when it is not a URL at all. */
export function parseUrl(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

/** True only for app://commerce-bulk/... : no other scheme, host, port or user part. */
export function isAppUrl(raw: string): boolean {
  const url = parseUrl(raw);
  return (
    url !== null &&
    url.protocol === `${APP_SCHEME}:` &&
    url.host === APP_HOST &&
    url.username === '' &&
    url.password === ''
  );
}

// Tells "the machine is offline or the feed unreachable" from real update failures: the
// first is a normal state for a laptop and is shown calmly, never as an error dialog.
const NETWORK_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'ENETDOWN',
  'UND_ERR_CONNECT_TIMEOUT',
]);

export function isNetworkError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
  const message = error instanceof Error ? error.message : String(error);
  // Chromium's network stack (electron-updater downloads through Electron's net module).
  return /net::ERR_(INTERNET_DISCONNECTED|NAME_NOT_RESOLVED|NETWORK_CHANGED|CONNECTION_|TIMED_OUT|ADDRESS_UNREACHABLE|PROXY_)/.test(
    message,
  );
}

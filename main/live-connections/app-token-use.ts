// The app's side of the warning before a refresh token lapses for non-use (issue 28): which of
// the app's connections can lapse (saved ones that refresh; the built-in sandbox only when it
// was started with refresh-token idle days), noting a use when a run or "Check sign-in" signed
// in, and the idle state the Automations screen warns with. The file and the arithmetic are
// main/connection-refs/token-use.ts's, shared with the CLI, so both see the same dates.
import type { SandboxOptions } from '../../server/index.js';
import { noteTokenUse, refForAppId, tokenIdle, type JobConnection, type TokenIdle } from '../connection-refs/index.js';
import type { ConnectionService } from './app-connections.js';
import { SERVICE_REFRESH_IDLE_DAYS } from './open.js';

interface Lapsing {
  info: JobConnection;
  limitDays: number;
}

function lapsing(connections: ConnectionService, id: string, sandbox?: SandboxOptions): Lapsing | null {
  const c = connections.list().connections.find((k) => k.id === id);
  if (!c) return null;
  const limitDays =
    c.kind === 'sandbox'
      ? sandbox?.refreshTokenIdleDays
      : c.kind === 'implicit'
        ? undefined
        : SERVICE_REFRESH_IDLE_DAYS;
  if (!limitDays) return null;
  return { info: { ref: refForAppId(id, c.name), baseUrl: c.baseUrl }, limitDays };
}

/** Connection `id` signed in just now (a run or "Check sign-in"): its idle time starts again. */
export function noteAppTokenUse(
  dataDir: string,
  connections: ConnectionService,
  id: string,
  sandbox?: SandboxOptions,
  now = Date.now(),
): void {
  const c = lapsing(connections, id, sandbox);
  if (c) noteTokenUse(dataDir, c.info, now);
}

/** Connection `id`'s idle state when its refresh token lapses within 14 days (or has), else null. */
export function appTokenIdle(
  dataDir: string,
  connections: ConnectionService,
  id: string,
  sandbox?: SandboxOptions,
  now = Date.now(),
): TokenIdle | null {
  const c = lapsing(connections, id, sandbox);
  return c ? tokenIdle(dataDir, c.info, c.limitDays, now) : null;
}

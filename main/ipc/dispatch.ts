// The one door from the renderer into main. Every call names a channel of the contract; the
// sender must be our own UI (its frame URL on the app origin); the payload must match the
// channel's schema. Anything else is refused with an IPC error, never passed to a handler.
import type { z } from 'zod';
import { redact } from '../auth/index.js';
import {
  contract,
  FAILURE_REASONS,
  IPC_ERROR_PREFIX,
  type Channel,
  type Contract,
  type FailureReason,
  type IpcErrorShape,
  type ResponseOf,
} from '../../shared/ipc/index.js';
import { shownOf } from './shown-error.js';

/** Handlers receive the request as the schema parsed it (defaults filled in). */
export type ParsedRequestOf<C extends Channel> = z.output<Contract[C]['request']>;
export type Handler<C extends Channel> = (request: ParsedRequestOf<C>) => Promise<ResponseOf<C>>;
export type HandlerTable = { [C in Channel]: Handler<C> };

export class IpcRefusal extends Error {
  constructor(readonly shape: IpcErrorShape) {
    super(`${IPC_ERROR_PREFIX}${JSON.stringify(shape)}`);
  }
}

export interface SenderInfo {
  /** URL of the frame that sent the call. */
  url: string;
}

/** Origins our UI is served from: the app:// protocol in Electron, the test server in e2e. */
export type TrustPolicy = (sender: SenderInfo) => boolean;

export function trustOrigins(origins: string[]): TrustPolicy {
  return (sender) => {
    try {
      // Not URL.origin: Node gives 'null' as the origin of non-special schemes like app://.
      const url = new URL(sender.url);
      return origins.includes(`${url.protocol}//${url.host}`);
    } catch {
      return false;
    }
  };
}

export function createDispatcher(handlers: HandlerTable, isTrusted: TrustPolicy) {
  return async function dispatch(channelName: string, payload: unknown, sender: SenderInfo): Promise<unknown> {
    if (!isTrusted(sender)) {
      throw new IpcRefusal({
        code: 'untrusted-sender',
        message: `Refused a call to '${channelName}' from a page that is not the app.`,
      });
    }
    if (!Object.hasOwn(contract, channelName)) {
      throw new IpcRefusal({ code: 'unknown-channel', message: `There is no method '${channelName}'.` });
    }
    const name = channelName as Channel;
    const parsed = contract[name].request.safeParse(payload ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? ` at '${issue.path.join('.')}'` : '';
      throw new IpcRefusal({
        code: 'invalid-payload',
        message: `Invalid request for '${name}'${where}: ${issue?.message ?? 'does not match'}.`,
      });
    }
    try {
      const handler = handlers[name] as (request: unknown) => Promise<unknown>;
      return await handler(parsed.data);
    } catch (error) {
      if (error instanceof IpcRefusal) throw error;
      // Scrubbed here too: not every error below is one of ours that already redacts.
      const message = redact(error instanceof Error ? error.message : String(error));
      const hint = (error as { hint?: unknown })?.hint;
      const reason = (error as { reason?: unknown })?.reason;
      throw new IpcRefusal({
        code: 'failed',
        message,
        hint: typeof hint === 'string' ? redact(hint) : undefined,
        ...(FAILURE_REASONS.some((r) => r === reason) ? { reason: reason as FailureReason } : {}),
        ...shownOf(error),
      });
    }
  };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;

// Typing helpers for the main <-> renderer contract. Each channel is one named method with a
// zod schema for its request and its response; each event is one named push from main with a
// schema for its payload. Both sides derive their types from these, and main validates every
// payload with them (see main/ipc/dispatch.ts).
import type { z } from 'zod';
import type { ShownText } from '../i18n/index.js';

export interface ChannelDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  request: Req;
  response: Res;
}

export function channel<Req extends z.ZodType, Res extends z.ZodType>(
  request: Req,
  response: Res,
): ChannelDef<Req, Res> {
  return { request, response };
}

/**
 * Why a failed call failed, where the renderer acts on it (offers a connection to pick when the
 * run's own is gone): a code, so no screen decides anything on the English of a message or hint.
 */
export const FAILURE_REASONS = ['connection-gone'] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

/** The error shape a failed call returns to the renderer: a message a person can act on. */
export interface IpcErrorShape {
  /** not-granted: a file token (or a path) main did not hand out for what the user chose. */
  code: 'invalid-payload' | 'unknown-channel' | 'untrusted-sender' | 'not-granted' | 'failed';
  /** In English: what the logs keep, and what a screen shows when no data came with it. */
  message: string;
  hint?: string | undefined;
  /** What the renderer may act on (FAILURE_REASONS); absent for a failure it only shows. */
  reason?: FailureReason | undefined;
  /** The message and hint as data (a UserError's), for the screen to render in its language. */
  shownMessage?: ShownText | undefined;
  shownHint?: ShownText | undefined;
}

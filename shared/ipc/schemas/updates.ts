// Updates and the log users can send: the state behind About and Settings, the user's
// switch, "Check for updates", and opening the log file. The decision itself is main's
// (main/updates/decide.ts); the renderer only shows it.
import * as z from 'zod';
import { channel } from '../define.js';
import { empty } from './common.js';

export const UPDATE_PHASES = [
  'idle',
  'checking',
  'downloading',
  'up-to-date',
  'ready',
  'waiting-for-run',
  'offline',
  'failed',
  'off-by-policy',
  'unsupported',
] as const;

export const UpdateStatus = z.object({
  version: z.string(),
  /** The user's switch: automatic checks at start and every six hours. */
  automatic: z.boolean(),
  /** Set when an administrator turned updates off; the switch and the button are then locked. */
  policy: z.object({ source: z.enum(['env', 'file', 'registry']), detail: z.string() }).nullable(),
  phase: z.enum(UPDATE_PHASES),
  newVersion: z.string().nullable(),
  checkedAt: z.string().nullable(),
  message: z.string().nullable(),
});
export type UpdateStatus = z.infer<typeof UpdateStatus>;

export const updateChannels = {
  'updates.status': channel(empty, UpdateStatus),
  'updates.setAutomatic': channel(z.object({ automatic: z.boolean() }).strict(), UpdateStatus),
  'updates.check': channel(empty, UpdateStatus),
  'logs.open': channel(empty, z.object({ path: z.string() })),
};

export const updateEvents = {
  'updates.changed': UpdateStatus,
};

// Settings → Network (issue 27): the app's proxy choice ("system", "none" or a manual proxy,
// never with a password: main refuses one) and "Test connection", which reports each step of
// reaching the active connection's service.
import * as z from 'zod';
import { channel } from '../define.js';
import { empty, shownText } from './common.js';

export const ProxySetting = z.object({
  mode: z.enum(['system', 'none', 'manual']),
  /** mode 'manual' only: http(s)://host:port, without user name or password. */
  manualUrl: z.string().trim().max(2000).optional(),
});
export type ProxySetting = z.infer<typeof ProxySetting>;

/** What Settings → Network shows: the setting in use and, when network.json is damaged, why it is "system". */
export const SavedProxySetting = ProxySetting.extend({
  /** The damaged file's path, what is wrong and how to fix it. */
  problem: z.string().max(4000).optional(),
});
export type SavedProxySetting = z.infer<typeof SavedProxySetting>;

export const TestStep = z.object({
  step: z.enum(['proxy', 'dns', 'connect', 'token', 'service']),
  label: z.string(),
  outcome: z.enum(['passed', 'failed', 'skipped']),
  /** What was found, or the network message saying what to fix. */
  detail: z.string(),
  /** Label and detail as data (issue 40): the renderer says them in the user's language. */
  shown: z.object({ label: shownText, detail: shownText }),
});
export type TestStep = z.infer<typeof TestStep>;

export const settingsChannels = {
  'settings.network': channel(empty, SavedProxySetting),
  'settings.setNetwork': channel(ProxySetting.strict(), ProxySetting),
  /** Runs the steps against the active connection; later steps are skipped after a failure. */
  'settings.testConnection': channel(empty, z.object({ connection: z.string(), steps: z.array(TestStep) })),
} as const;

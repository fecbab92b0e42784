// Connections: the built-in sandbox and Brand Commerce accounts (issue 4), as the UI sees them.
import * as z from 'zod';
import { channel } from '../define.js';
import { empty, id, ok } from './common.js';

export const ConnectionSummary = z.object({
  id,
  name: z.string(),
  kind: z.enum(['sandbox', 'code', 'implicit', 'refresh-token']),
  baseUrl: z.string(),
  /** Marked live data (issue 42): the production band shows while it is active. */
  production: z.boolean(),
  state: z.enum(['connected', 'sign-in-required', 'expires-soon', 'offline']),
  profiles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  note: z.string().optional(),
});
export type ConnectionSummary = z.infer<typeof ConnectionSummary>;

const url = z.url({ protocol: /^https?$/ }).max(2000);
const name = z.string().trim().min(1).max(200);
const secret = z.string().min(1).max(4000);

export const connectionChannels = {
  'connections.list': channel(
    empty,
    z.object({ activeId: z.string().nullable(), connections: z.array(ConnectionSummary) }),
  ),
  'connections.setActive': channel(z.object({ id }).strict(), ok),
  /** A developer-console refresh token pasted in. */
  'connections.addRefreshToken': channel(
    z
      .object({
        name,
        baseUrl: url,
        clientId: z.string().min(1).max(500),
        clientSecret: secret,
        refreshToken: secret,
        production: z.boolean().optional(),
      })
      .strict(),
    ConnectionSummary,
  ),
  /** Authorization code (5.1) or implicit (5.3) flow through the login window. `cancelled` when the window was closed. */
  'connections.login': channel(
    z
      .object({
        name,
        baseUrl: url,
        clientId: z.string().min(1).max(500),
        clientSecret: secret.optional(),
        redirectUri: url,
        flow: z.enum(['code', 'implicit']),
        /** "Production (live data)" in the form (issue 42); absent: on. */
        production: z.boolean().optional(),
      })
      .strict(),
    z.object({ cancelled: z.boolean(), connection: ConnectionSummary.nullable() }),
  ),
  /** Fallback without an embedded window: the URL to open in the system browser, then finishBrowserLogin with where it landed. */
  'connections.beginBrowserLogin': channel(
    z
      .object({
        name,
        baseUrl: url,
        clientId: z.string().min(1).max(500),
        clientSecret: secret.optional(),
        redirectUri: url,
        flow: z.enum(['code', 'implicit']),
        /** "Production (live data)" in the form (issue 42); absent: on. */
        production: z.boolean().optional(),
      })
      .strict(),
    z.object({ loginId: id, authorizeUrl: z.string() }),
  ),
  'connections.finishBrowserLogin': channel(
    z.object({ loginId: id, landedUrl: z.string().min(1).max(8000) }).strict(),
    ConnectionSummary,
  ),
  'connections.signInAgain': channel(
    z.object({ id }).strict(),
    z.object({ cancelled: z.boolean(), connection: ConnectionSummary.nullable() }),
  ),
  'connections.remove': channel(z.object({ id }).strict(), ok),
  /** Marks a saved connection live data or not (issue 42); the built-in sandbox is never production. */
  'connections.setProduction': channel(z.object({ id, production: z.boolean() }).strict(), ok),
  /** Settings: the keychain entries the app owns (service and account, never the secret); `connection` null: a leftover. */
  'keychain.list': channel(
    empty,
    z.object({
      entries: z.array(
        z.object({
          service: z.string(),
          account: z.string(),
          connection: z.string().nullable(),
          /** The mail server password of e-mail notifications (not a leftover, though no connection uses it). */
          usedBy: z.literal('mail').optional(),
        }),
      ),
    }),
  ),
  /** Removes a leftover keychain entry (one a connection uses goes with the connection). */
  'keychain.remove': channel(z.object({ account: z.string().min(1).max(500) }).strict(), ok),
} as const;

export const connectionEvents = {
  'connections.changed': z.object({ activeId: z.string().nullable() }),
} as const;

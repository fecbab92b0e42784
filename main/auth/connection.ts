import * as z from 'zod';

/**
 * A connection as saved on disk. It holds no secret: the shared secret and the refresh
 * token live in the OS keychain (see secret-vault.ts), the access token in memory only.
 */
export const ConnectionKind = z.enum(['sandbox', 'code', 'implicit', 'refresh-token']);
export type ConnectionKind = z.infer<typeof ConnectionKind>;

export const ConnectionConfigSchema = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, - and _ only (it names keychain entries)'),
    name: z.string().min(1).max(200),
    kind: ConnectionKind,
    baseUrl: z.url({ protocol: /^https?$/ }),
    clientId: z.string().min(1),
    redirectUri: z.url().optional(),
    scopes: z.array(z.string().min(1)).optional(),
    profiles: z.array(z.object({ id: z.number().int(), name: z.string() })),
    /** 'none', or a proxy URL without credentials (a password would be a secret in a plain file). */
    proxy: z
      .string()
      .refine((v) => !/^[a-z][a-z0-9+.-]*:\/\/[^/@]*@/i.test(v), 'no user name or password in a saved proxy address')
      .optional(),
    /** A company certificate authority (PEM file) trusted for this connection besides the built-in list. */
    caFile: z.string().min(1).optional(),
    /**
     * Live data (issue 42): the production band shows while it is active. Absent: on for any
     * connection but the built-in sandbox (isProduction), so files saved before it stay right.
     */
    production: z.boolean().optional(),
  })
  .strict(); // strict: an unexpected key (say, a pasted secret) is refused, not silently saved

export type ConnectionConfig = z.infer<typeof ConnectionConfigSchema>;

/** Whether a connection is marked live data: as set, else every one but the built-in sandbox. */
export function isProduction(c: Pick<ConnectionConfig, 'kind' | 'production'>): boolean {
  return c.production ?? c.kind !== 'sandbox';
}

export const ConnectionFileSchema = z.object({
  version: z.literal(1),
  connections: z.array(ConnectionConfigSchema),
});

export type SecretKind = 'client-secret' | 'refresh-token';

/** Describes a zod failure by path and rule, never by value (a value might be a secret). */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
}

// The OAuth limits the store enforces when it keeps or finds a code, grant screen or refresh
// token (section 8 and service-behaviour.md "OAuth"). The sign-in failure limit is the grant
// screen's own and stays in server/oauth/types.ts.
export const CODE_TTL_MS = 5 * 60 * 1000;
export const REFRESH_IDLE_MS = 90 * 24 * 60 * 60 * 1000; // lapses after ~3 months unused
export const PENDING_TTL_MS = 15 * 60 * 1000; // a grant screen left open this long must start again

// How a live connection looks to the UI: its state from the token manager, its profiles.
import type { ConnectionSummary } from '../../shared/ipc/index.js';
import { isProduction, type ConnectionStore, type TokenManager } from '../auth/index.js';

export interface LiveConnection {
  id: string;
  name: string;
  kind: ConnectionSummary['kind'];
  baseUrl: string;
  profiles: { id: number; name: string }[];
  tokens: TokenManager | null;
  note?: string;
  /** As saved (issue 42); absent: every connection but the sandbox is live data. */
  production?: boolean | undefined;
}

export function summarize(c: LiveConnection): ConnectionSummary {
  let state: ConnectionSummary['state'] = 'connected';
  let note = c.note;
  if (!c.tokens) state = 'sign-in-required';
  else if (c.tokens.state === 'sign-in-required') state = 'sign-in-required';
  else if (!c.tokens.canRefresh) {
    const left = c.tokens.expiresInSeconds();
    if (left === 0) state = 'sign-in-required';
    else if (left < 600) state = 'expires-soon';
    note ??= `Implicit sign-in: the session ends in ${Math.ceil(left / 60)} min and cannot be renewed without signing in again.`;
  }
  return {
    id: c.id,
    name: c.name,
    kind: c.kind,
    baseUrl: c.baseUrl,
    production: isProduction(c),
    state,
    profiles: c.profiles,
    ...(note ? { note } : {}),
  };
}

/** Marks a saved connection live data or not (issue 42), on disk and in the live one; the sandbox is never. */
export async function markProduction(
  store: ConnectionStore,
  live: LiveConnection | undefined,
  id: string,
  production: boolean,
): Promise<void> {
  const config = store.get(id);
  if (!config || !live) throw new Error(`There is no saved connection '${id}'. Pick one from the list.`);
  await store.save({ ...config, production });
  live.production = production;
}

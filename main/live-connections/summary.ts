// How a live connection looks to the UI: its state from the token manager, its profiles.
import type { ConnectionSummary } from '../../shared/ipc/index.js';
import type { TokenManager } from '../auth/index.js';

export interface LiveConnection {
  id: string;
  name: string;
  kind: ConnectionSummary['kind'];
  baseUrl: string;
  profiles: { id: number; name: string }[];
  tokens: TokenManager | null;
  note?: string;
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
    state,
    profiles: c.profiles,
    ...(note ? { note } : {}),
  };
}

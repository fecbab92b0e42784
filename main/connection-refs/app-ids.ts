// The app's connection list keys connections by id, with the built-in sandbox as 'sandbox';
// a reference (reference.ts) says the same thing in the shape journals and the
// active-connection file hold. These two functions are the only translation between them.
import { SANDBOX_ID, type ActiveConnection } from './reference.js';

/** The reference for the app's connection `id` (`name`: what it is called now, kept for messages). */
export function refForAppId(id: string, name?: string): ActiveConnection {
  return id === SANDBOX_ID ? { kind: 'sandbox' } : { kind: 'saved', id, ...(name !== undefined ? { name } : {}) };
}

/** The app's connection id for a reference, or null for a credentials file (the app holds none). */
export function appIdForRef(ref: ActiveConnection): string | null {
  if (ref.kind === 'sandbox') return SANDBOX_ID;
  if (ref.kind === 'saved') return ref.id;
  return null;
}

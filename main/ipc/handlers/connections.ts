// connections.*: thin calls into the ConnectionService.
import type { AppContext } from '../context.js';
import { listKeychain, removeFromKeychain } from '../keychain-owners.js';
import type { HandlersOf } from './types.js';

export function connectionHandlers(ctx: AppContext): HandlersOf<'connections.'> & HandlersOf<'keychain.'> {
  const c = ctx.connections;
  return {
    'connections.list': async () => c.list(),
    'connections.setActive': async ({ id }) => {
      c.setActive(id);
      return { ok: true as const };
    },
    'connections.addRefreshToken': async (r) => c.addRefreshToken(r),
    'connections.login': async (r) => c.login(r),
    'connections.beginBrowserLogin': async (r) => c.beginBrowserLogin(r),
    'connections.finishBrowserLogin': async ({ loginId, landedUrl }) => c.finishBrowserLogin(loginId, landedUrl),
    'connections.signInAgain': async ({ id }) => c.signInAgain(id),
    'connections.remove': async ({ id }) => {
      await c.remove(id);
      return { ok: true as const };
    },
    'connections.setProduction': async ({ id, production }) => {
      await c.setProduction(id, production);
      return { ok: true as const };
    },
    'keychain.list': async () => ({ entries: await listKeychain(c.keychain, ctx.dataDir) }),
    'keychain.remove': async ({ account }) => {
      await removeFromKeychain(c.keychain, ctx.dataDir, account);
      return { ok: true as const };
    },
  };
}

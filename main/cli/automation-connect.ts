// The connection a saved automation names (its `connection`: the built-in sandbox or a
// connection the desktop app saved, by id), opened for `watch --automation` as every other
// command opens one; --credentials on the command line still wins.
import { UserError } from '../../shared/errors/index.js';
import { ConnectionStore } from '../auth/index.js';
import { SANDBOX_ID } from '../connection-refs/index.js';
import { openSaved } from '../live-connections/index.js';
import { appHome } from '../files/index.js';
import { clientWarnings } from './client-warnings.js';
import { connect, connectSandbox, withCliNetwork, type Connected, type ConnectOptions } from './connect.js';

export async function connectForAutomation(connection: string, given: ConnectOptions): Promise<Connected> {
  if (given.credentials) return connect(given);
  if (connection === SANDBOX_ID) return connectSandbox({ onEvent: clientWarnings(), ...given });
  const store = await ConnectionStore.open(appHome());
  const config = store.get(connection);
  if (!config)
    throw new UserError(
      { id: 'errors:automation.connectionGone', params: { connection } },
      { id: 'errors:automation.connectionGoneHint' },
    );
  return openSaved(store, config, withCliNetwork({ onEvent: clientWarnings(), ...given }));
}

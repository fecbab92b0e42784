// A watch's source when it is not a local folder (issue 45): an `https://` or `sftp://`
// address. A pull brings the source's new file into the address's own inbox folder in the
// data folder, and the watcher then runs on that inbox exactly as on a local folder: every
// guard, dedupe by content hash, move, notification, result workbook and resume applies
// unchanged. The source only delivers bytes and a name.
import { UserError } from '../../../shared/errors/index.js';
import type { NetworkSettings } from '../../net/index.js';
import { pullHttps, type PullOutcome } from './https-source.js';
import { displayAddress, sourceFolders, type SourceFolders } from './pull-state.js';

export type { PullOutcome } from './https-source.js';
export { displayAddress, readPull, sourceFolders } from './pull-state.js';

export interface PullOptions {
  network?: NetworkSettings | undefined;
  maxBytes?: number | undefined;
  env?: NodeJS.ProcessEnv | undefined;
  /** The data folder (default the app's). */
  dataDir?: string | undefined;
}

/** True for an address a watch pulls from rather than a local folder. */
export function isPullAddress(s: string): boolean {
  return /^(https|sftp):\/\//i.test(s);
}

function checkAddress(address: string): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new UserError(
      `${address} is not an address`,
      'Give https://host/path/file.csv or sftp://user@host/path/*.csv.',
    );
  }
  if (url.password)
    throw new UserError(
      `${displayAddress(address)}: a password does not belong in the address (it would show in logs and history)`,
      'Remove it from the address; set COMMERCE_BULK_SOURCE_SECRET or store it in the keychain instead.',
    );
  if (url.protocol === 'http:')
    throw new UserError(
      `${address} is plain HTTP`,
      'Use https://: a feed is pulled over an encrypted connection only.',
    );
  return url;
}

export interface PullSource {
  address: string;
  folders: SourceFolders;
  pull(): Promise<PullOutcome>;
}

export function pullSource(address: string, o: PullOptions = {}): PullSource {
  const url = checkAddress(address);
  const folders = sourceFolders(address, o.dataDir);
  if (url.protocol === 'https:')
    return {
      address: displayAddress(address),
      folders,
      pull: () => pullHttps({ address, folders, network: o.network, maxBytes: o.maxBytes, env: o.env }),
    };
  throw new UserError(`${url.protocol}// sources are not supported yet`, 'Use an https:// address or a local folder.');
}

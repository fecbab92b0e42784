// Why: a renderer that were ever compromised must not read any file or write any folder by
// naming its path. Main hands out an unguessable token for each file or folder the user
// chose (an open or folder dialog, a drop, a file the OS opened with the app) and for each
// place chosen in a save dialog; handlers take only those tokens and resolve them here.
// Anything else (an invented token, a raw path) is refused with a message a person can act on.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FileRef } from '../../shared/ipc/index.js';
import { IpcRefusal } from './dispatch.js';

export type GrantKind = FileRef['kind'];

const WHAT: Record<GrantKind, string> = {
  file: 'read only files you opened, picked or dropped on the window',
  folder: 'read only folders you picked or dropped on the window',
  save: 'write only where you chose in a save dialog',
};

const AGAIN: Record<GrantKind, string> = {
  file: 'Open the file again (Open file… or drop it on the window).',
  folder: 'Pick the folder again (Pick PDF folder… or drop it on the window).',
  save: 'Save again and choose where in the dialog.',
};

interface Grant {
  path: string;
  kind: GrantKind;
}

export class FileGrants {
  private readonly byToken = new Map<string, Grant>();
  /** One token per path and kind, so a file picked twice does not grow the table. */
  private readonly byPath = new Map<string, string>();

  /** The token for a path the user chose; `file` must come from main's own dialogs or the OS. */
  grant(file: string, kind: GrantKind): FileRef {
    const absolute = path.resolve(file);
    const key = `${kind}\0${absolute}`;
    let token = this.byPath.get(key);
    if (!token) {
      token = randomUUID();
      this.byPath.set(key, token);
      this.byToken.set(token, { path: absolute, kind });
    }
    return { token, name: path.basename(absolute), path: absolute, kind };
  }

  /** The path behind a token of this kind; refuses any token main did not hand out for it. */
  resolve(token: string, kind: GrantKind): string {
    const grant = this.byToken.get(token);
    if (grant?.kind === kind) return grant.path;
    throw new IpcRefusal({
      code: 'not-granted',
      message: `Refused: the app can ${WHAT[kind]}, and this is not one of them.`,
      hint: AGAIN[kind],
    });
  }

  /** The path of an optional token, or null when the request carried none. */
  resolveOptional(token: string | undefined, kind: GrantKind): string | null {
    return token === undefined ? null : this.resolve(token, kind);
  }
}

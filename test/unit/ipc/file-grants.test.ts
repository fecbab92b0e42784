// Issue 25: IPC takes no raw path from the renderer. The grant table hands out an unguessable
// token per chosen file, resolves only its own tokens of the right kind, and refuses the rest
// (an invented token, a raw path, a file token used to write) with a message to act on.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileGrants } from '../../../main/ipc/file-grants.js';
import { IpcRefusal } from '../../../main/ipc/dispatch.js';

function refusedWith(fn: () => unknown): { code: string; message: string; hint?: string | undefined } {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(IpcRefusal);
    return (error as IpcRefusal).shape;
  }
  throw new Error('expected a refusal');
}

describe('file grants', () => {
  const sheet = path.resolve('/home/user/stock.csv');

  it('issues a random token with a display name and resolves it', () => {
    const grants = new FileGrants();
    const ref = grants.grant(sheet, 'file');
    expect(ref).toMatchObject({ name: 'stock.csv', path: sheet, kind: 'file' });
    expect(ref.token).toMatch(/^[0-9a-f-]{36}$/);
    expect(ref.token).not.toContain('stock');
    expect(grants.resolve(ref.token, 'file')).toBe(sheet);
  });

  it('gives the same file the same token, and each app run its own tokens', () => {
    const grants = new FileGrants();
    expect(grants.grant(sheet, 'file').token).toBe(grants.grant(sheet, 'file').token);
    expect(new FileGrants().grant(sheet, 'file').token).not.toBe(grants.grant(sheet, 'file').token);
  });

  it('refuses a raw path, an invented token and a token of another run', () => {
    const grants = new FileGrants();
    grants.grant(sheet, 'file');
    const other = new FileGrants().grant(sheet, 'file').token;
    for (const invented of [sheet, '/etc/passwd', '../stock.csv', '00000000-0000-4000-8000-000000000000', other]) {
      const shape = refusedWith(() => grants.resolve(invented, 'file'));
      expect(shape.code).toBe('not-granted');
      expect(shape.message).toContain('read only files you opened, picked or dropped');
      expect(shape.hint).toContain('Open the file again');
    }
  });

  it('writes only where a save dialog answered: a file or folder token is no save target', () => {
    const grants = new FileGrants();
    const read = grants.grant(sheet, 'file').token;
    const folder = grants.grant(path.dirname(sheet), 'folder').token;
    for (const token of [read, folder]) {
      expect(refusedWith(() => grants.resolve(token, 'save')).message).toContain('write only where you chose');
    }
    const target = grants.grant('/home/user/out.xlsx', 'save').token;
    expect(grants.resolve(target, 'save')).toBe(path.resolve('/home/user/out.xlsx'));
    expect(refusedWith(() => grants.resolve(target, 'file')).code).toBe('not-granted');
  });

  it('an absent optional token is no refusal', () => {
    expect(new FileGrants().resolveOptional(undefined, 'save')).toBeNull();
  });
});

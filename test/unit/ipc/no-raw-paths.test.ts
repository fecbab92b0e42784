// Issue 25: through the real dispatcher and handler table, every channel that reads or writes
// a file takes only a token main handed out for what the user chose. A path the renderer
// invents, or a token it makes up, is refused before anything is read or written; a dropped
// file gets its token only through the drop door, from the app's own page.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDropDoor } from '../../../main/ipc/drop.js';
import { trustOrigins } from '../../../main/ipc/dispatch.js';
import { IPC_ERROR_PREFIX, type Mapping } from '../../../shared/ipc/index.js';
import { startTestApp, type TestApp } from '../../support/index.js';

function shapeOf(error: unknown): { code: string; message: string } {
  const message = (error as Error).message;
  expect(message.startsWith(IPC_ERROR_PREFIX)).toBe(true);
  return JSON.parse(message.slice(IPC_ERROR_PREFIX.length)) as { code: string; message: string };
}

describe('IPC takes no raw path from the renderer', () => {
  let app: TestApp;
  let sheet: string;
  let secret: string;
  let mapping: Mapping;
  beforeAll(async () => {
    app = await startTestApp();
    sheet = path.join(app.dir, 'stock.csv');
    writeFileSync(sheet, 'Sku,DC,Qty\n0000001,1,5\n');
    secret = path.join(app.dir, 'secret.csv');
    writeFileSync(secret, 'Password\nhunter2\n');
    mapping = (await app.call('mapping.suggest', { file: app.chosen(sheet) })).mapping;
  });
  afterAll(async () => app?.ctx.dispose());

  const refused = async (call: Promise<unknown>) => {
    const shape = shapeOf(
      await call.then(
        () => 'answered',
        (e: unknown) => e,
      ),
    );
    expect(shape.code).toBe('not-granted');
    expect(shape.message).not.toContain('hunter2');
    return shape;
  };

  it('refuses an invented path or token wherever a file is read', async () => {
    for (const invented of [secret, '/etc/passwd', 'stock.csv', '123e4567-e89b-42d3-a456-426614174000']) {
      expect((await refused(app.call('files.inspect', { file: invented }))).message).toContain('Refused');
      await refused(app.call('mapping.suggest', { file: invented }));
      await refused(app.call('review.open', { file: invented, mapping }));
      await refused(app.call('review.open', { file: app.chosen(sheet), mapping, documents: invented }));
      await refused(app.call('mapping.load', { file: invented }));
    }
  });

  it('writes only where a save dialog answered: a path or a read token is no target', async () => {
    const outside = path.join(app.dir, 'written-by-renderer.json');
    for (const target of [outside, app.chosen(sheet)]) {
      await refused(app.call('mapping.save', { mapping, target }));
      await refused(app.call('export.save', { list: 'DistributionCenters', target, format: 'csv' }));
      await refused(app.call('jobs.saveResult', { jobId: '20260101-120000-a1b2c3', target }));
      await refused(app.call('jobs.saveUndo', { jobId: '20260101-120000-a1b2c3', target }));
    }
    expect(existsSync(outside)).toBe(false);
    const chosen = await app.call('mapping.save', { mapping, target: app.saveTo(outside) });
    expect(chosen).toEqual({ path: outside });
    expect(existsSync(outside)).toBe(true);
  });

  it('reads a file the user picked in the dialog by the token the pick answered', async () => {
    const picking = await startTestApp({ pickFile: async () => sheet });
    try {
      const picked = await picking.call('files.pick', { purpose: 'spreadsheet' });
      expect(picked.file).toMatchObject({ name: 'stock.csv', kind: 'file' });
      const preview = await picking.call('files.inspect', { file: picked.file!.token });
      expect(preview).toMatchObject({ file: picked.file!.token, fileName: 'stock.csv', headers: ['Sku', 'DC', 'Qty'] });
      // A token of one app run means nothing to another.
      await refused(app.call('files.inspect', { file: picked.file!.token }));
    } finally {
      await picking.ctx.dispose();
    }
  });

  it('a file the OS opened with the app comes as a token too', async () => {
    app.ctx.openFile(sheet);
    const pending = await app.call('files.pending', {});
    expect(pending.file).toMatchObject({ name: 'stock.csv', path: sheet, kind: 'file' });
    expect((await app.call('files.inspect', { file: pending.file!.token })).headers).toEqual(['Sku', 'DC', 'Qty']);
  });

  it('grants a dropped file or folder only to the app page, and only what is there', async () => {
    const door = createDropDoor(app.ctx.files, trustOrigins(['http://ui.test']));
    const ui = { url: 'http://ui.test/index.html' };
    const file = await door(sheet, ui);
    expect(file).toMatchObject({ name: 'stock.csv', kind: 'file' });
    expect((await app.call('files.inspect', { file: file.token })).fileName).toBe('stock.csv');
    expect(await door(app.dir, ui)).toMatchObject({ kind: 'folder' });
    const fail = (p: unknown, sender = ui) => door(p, sender).then(() => ({ code: 'answered' }), shapeOf);
    expect((await fail(sheet, { url: 'https://evil.example/' })).code).toBe('untrusted-sender');
    expect((await fail('stock.csv')).code).toBe('invalid-payload');
    expect((await fail({ path: sheet })).code).toBe('invalid-payload');
    expect((await fail(path.join(app.dir, 'missing.csv'))).code).toBe('failed');
  });
});

// Issue 42, the first screen's files through the real handler table: the samples are the
// repository's assets/samples, each opened by its name into a grant that files.inspect reads;
// a file read by files.inspect goes first on the recent list (once, at most 8); a recent file
// opens again by its path, one moved away answers `missing`, and a path that is not on the
// list is never granted (the renderer cannot name other files through it).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecentFiles } from '../../../main/ipc/recent-files.js';
import { startTestApp, tempDir, type TestApp } from '../../support/index.js';

describe('first screen: samples and recent files', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app?.ctx.dispose());

  it('lists the samples with their resources and opens one by its name', async () => {
    const { samples } = await app.call('files.samples', {});
    expect(samples).toEqual([
      { name: 'dc-quantities.csv', resource: 'DCQuantities' },
      { name: 'attribute-values.csv', resource: 'AttributeValues' },
      { name: 'custom-fields.csv', resource: 'CustomFields' },
      { name: 'distribution-centers.csv', resource: 'DistributionCenters' },
      { name: 'channel-documents.csv', resource: 'ChannelDocuments' },
    ]);
    const { file } = await app.call('files.openSample', { name: 'dc-quantities.csv' });
    expect(file).toMatchObject({ name: 'dc-quantities.csv', kind: 'file' });
    expect(readFileSync(file!.path, 'utf8').split(/\r?\n/)[0]).toBe('SKU,DC,Qty');
    const preview = await app.call('files.inspect', { file: file!.token });
    expect(preview.headers).toEqual(['SKU', 'DC', 'Qty']);
    expect(await app.call('files.openSample', { name: '../../package.json' })).toEqual({ file: null });
  });

  it('puts each file read first on the recent list, once, and opens it again', async () => {
    const dir = tempDir('cb-recent-');
    const names = ['a.csv', 'b.csv', 'a.csv'];
    for (const name of names) {
      const file = path.join(dir, name);
      writeFileSync(file, 'Sku,DC,Qty\n0000001,1,5\n');
      await app.call('files.inspect', { file: app.chosen(file) });
    }
    const { files } = await app.call('files.recent', {});
    expect(files.slice(0, 3).map((f) => [f.name, f.path, f.exists])).toEqual([
      ['a.csv', path.join(dir, 'a.csv'), true],
      ['b.csv', path.join(dir, 'b.csv'), true],
      ['dc-quantities.csv', expect.stringMatching(/assets[/\\]samples[/\\]dc-quantities\.csv$/), true],
    ]);
    const again = await app.call('files.openRecent', { path: path.join(dir, 'b.csv') });
    expect(again).toMatchObject({ missing: false, file: { name: 'b.csv', kind: 'file' } });
    expect((await app.call('files.inspect', { file: again.file!.token })).fileName).toBe('b.csv');

    rmSync(path.join(dir, 'b.csv'));
    expect((await app.call('files.recent', {})).files.find((f) => f.name === 'b.csv')?.exists).toBe(false);
    expect(await app.call('files.openRecent', { path: path.join(dir, 'b.csv') })).toEqual({
      file: null,
      missing: true,
    });
  });

  it('grants no file that is not on the list', async () => {
    const secret = path.join(app.dir, 'secret.csv');
    writeFileSync(secret, 'Password\nhunter2\n');
    expect(await app.call('files.openRecent', { path: secret })).toEqual({ file: null, missing: true });
  });

  it('keeps the newest 8, and reads a damaged list as empty', async () => {
    const dataDir = tempDir('cb-recent-store-');
    const recent = new RecentFiles(dataDir);
    for (let i = 1; i <= 10; i++) await recent.add(path.join(dataDir, `f${i}.csv`), new Date(Date.UTC(2026, 10, i)));
    expect(recent.list().map((f) => f.name)).toEqual(
      ['f10', 'f9', 'f8', 'f7', 'f6', 'f5', 'f4', 'f3'].map((n) => `${n}.csv`),
    );
    writeFileSync(path.join(dataDir, 'recent-files.json'), '{ not json');
    expect(recent.list()).toEqual([]);
    await recent.add(path.join(dataDir, 'f11.csv'));
    expect(recent.list().map((f) => f.name)).toEqual(['f11.csv']);
  });
});

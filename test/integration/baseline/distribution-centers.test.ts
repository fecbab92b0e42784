// Issue 26 for DistributionCenters: an export (XLSX with its hidden baseline sheet, CSV with its
// .baseline.json) comes back after another system changed centers on the service. Imported with
// the default operation, the edit whose live value did not move is sent; the edit of a field
// changed on the service too holds its row back (Skipped, naming the exported, current and file
// values); a field changed only on the service is never overwritten by the file's old value;
// --overwrite-newer sends the held-back edit. Every value is read back from the sandbox. A file
// without its baseline is refused as an export that lost it (issue 41); --no-baseline sends the
// edit over the newer value.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeOnService, editCenters, exportedCenters, liveCenter } from './center-files.js';
import {
  cli,
  killChildren,
  removeDir,
  results,
  show,
  startService,
  tempDir,
  type Service,
} from '../../support/index.js';

vi.setConfig({ testTimeout: 240_000, hookTimeout: 120_000 });

describe.each(['xlsx', 'csv'] as const)('DistributionCenters baseline: .%s', (format) => {
  let svc: Service;
  let dir: string;
  let home: string;
  beforeAll(async () => {
    svc = await startService();
    dir = tempDir('cb-dc-baseline-');
    home = join(dir, 'home');
  });
  afterAll(async () => {
    killChildren();
    await svc?.close();
    removeDir(dir);
  });
  const run = (args: string[], data = home) => cli([...args, '--credentials', svc.creds], data);
  const exportCenters = async (name: string, data = home, folder = dir) => {
    mkdirSync(folder, { recursive: true });
    const file = join(folder, `${name}.${format}`);
    const ex = await run(['export', 'DistributionCenters', '--out', file], data);
    expect(ex.code, show(ex)).toBe(0);
    const centers = (await exportedCenters(file)).filter((c) => String(c.cells.IsDeleted) !== 'true');
    expect(centers.length).toBeGreaterThanOrEqual(3);
    return { file, centers };
  };

  it('sends the edit whose live value did not move, Skips the other, --overwrite-newer sends it', async () => {
    const { file, centers } = await exportCenters('dcs');
    const [both, inFile, onService] = centers;
    // After the export, the service changes two centers' cities (and one postal code).
    await changeOnService(svc, both!.id, { City: 'Live City' });
    await changeOnService(svc, inFile!.id, { PostalCode: 'LIVE 1' });
    await changeOnService(svc, onService!.id, { City: 'Moved City' });
    // The file: the city the service changed too, and a contact the service did not touch.
    await editCenters(file, [
      { center: both!, column: 'City', value: 'File City' },
      { center: inFile!, column: 'ContactName', value: 'File Contact' },
    ]);

    const out = join(dir, 'result.xlsx');
    const first = await run(['import', file, '--resource', 'DistributionCenters', '--out', out]);
    expect(first.code, show(first)).toBe(0);
    const verdicts = await results(out);
    const exportedCity = both!.cells.City ? JSON.stringify(String(both!.cells.City)) : '(blank)';
    expect(verdicts[both!.row]).toMatchObject({
      result: 'Skipped',
      message: expect.stringContaining(
        `Changed on the service since the export: City: exported ${exportedCity}, now "Live City" on the service, file "File City"`,
      ),
    });
    expect(verdicts[inFile!.row]!.result).toBe('Updated');
    expect(verdicts[onService!.row]).toMatchObject({
      result: 'Unchanged',
      message: expect.stringContaining('Not edited since the export'),
    });
    expect(first.stdout + first.stderr).toContain('--overwrite-newer');
    expect((await liveCenter(svc, both!.id)).City).toBe('Live City'); // the newer live value stays
    const updated = await liveCenter(svc, inFile!.id);
    expect(updated.ContactName).toBe('File Contact');
    expect(updated.PostalCode).toBe('LIVE 1'); // not overwritten by the file's old value
    expect((await liveCenter(svc, onService!.id)).City).toBe('Moved City');

    const again = join(dir, 'again.xlsx');
    const forced = await run([
      'import',
      file,
      '--resource',
      'DistributionCenters',
      '--overwrite-newer',
      '--out',
      again,
    ]);
    expect(forced.code, show(forced)).toBe(0);
    expect((await results(again))[both!.row]!.result).toBe('Updated');
    expect((await liveCenter(svc, both!.id)).City).toBe('File City');
    // Only edits overwrite: fields the file did not edit keep the service's newer values.
    expect((await liveCenter(svc, onService!.id)).City).toBe('Moved City');
    expect((await liveCenter(svc, inFile!.id)).PostalCode).toBe('LIVE 1');
    expect((await liveCenter(svc, inFile!.id)).ContactName).toBe('File Contact');
  });

  it('a file without its baseline is refused; --no-baseline sends the edit', async () => {
    // A data folder and a folder of its own: the first test's export has the same columns and
    // rows, and its baseline would be found by the file's fingerprint (its registry, its folder).
    const plainHome = join(dir, 'plain-home');
    const { file, centers } = await exportCenters('plain', plainHome, join(dir, 'plain'));
    const center = centers[3] ?? centers[0]!;
    await changeOnService(svc, center.id, { City: 'Newer City' });
    await editCenters(file, [{ center, column: 'City', value: 'Plain City' }], { dropBaseline: true });
    const out = join(dir, 'plain-result.xlsx');
    const refused = await run(['import', file, '--resource', 'DistributionCenters', '--out', out], plainHome);
    expect(refused.code, show(refused)).toBe(2);
    expect(refused.stderr).toContain('but its baseline was not found');
    expect((await liveCenter(svc, center.id)).City).toBe('Newer City');
    const r = await run(
      ['import', file, '--resource', 'DistributionCenters', '--out', out, '--no-baseline'],
      plainHome,
    );
    expect(r.code, show(r)).toBe(0);
    expect((await results(out))[center.row]!.result).toBe('Updated');
    expect((await liveCenter(svc, center.id)).City).toBe('Plain City');
  });
});

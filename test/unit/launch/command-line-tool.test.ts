// macOS "Install Command Line Tool": the link in a folder of the test's own (the real
// /usr/local/bin needs the administrator prompt, which only a Mac can show; the prompt's
// runner is replaced by a recorder, and its AppleScript is checked to the character).
import { lstatSync, mkdirSync, readlinkSync, symlinkSync, writeFileSync, chmodSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adminLinkScript, installCommandLineTool, launcherIn } from '../../../main/launch/index.js';
import { removeDir, tempDir } from '../../support/index.js';

const dir = tempDir('cb-cli-link-');
afterAll(() => removeDir(dir));
const never = (): Promise<void> => Promise.reject(new Error('no administrator prompt expected'));

describe('Install Command Line Tool', () => {
  it('links to the launcher inside the app bundle, and again after the app moved', async () => {
    const target = launcherIn('/Applications/Commerce Bulk.app/Contents/Resources');
    expect(target).toBe('/Applications/Commerce Bulk.app/Contents/Resources/bin/commerce-bulk');
    const link = join(dir, 'bin', 'commerce-bulk');
    await installCommandLineTool(target, link, never);
    expect(readlinkSync(link)).toBe(target);
    await installCommandLineTool(
      '/Users/x/Applications/Commerce Bulk.app/Contents/Resources/bin/commerce-bulk',
      link,
      never,
    );
    expect(readlinkSync(link)).toBe('/Users/x/Applications/Commerce Bulk.app/Contents/Resources/bin/commerce-bulk');
  });

  it("leaves a file of the user's own alone and says what to do", async () => {
    const link = join(dir, 'own', 'commerce-bulk');
    mkdirSync(join(dir, 'own'));
    writeFileSync(link, '#!/bin/sh\necho mine\n');
    await expect(installCommandLineTool('/x', link, never)).rejects.toMatchObject({
      message: `${link} exists and is not a link, so it was left as it is.`,
      hint: `Remove or rename ${link} yourself, then choose the menu item again.`,
    });
    expect(lstatSync(link).isFile()).toBe(true);
  });

  it.skipIf(process.getuid?.() === 0)(
    'asks for administrator rights only when the folder is not writable',
    async () => {
      const locked = join(dir, 'locked');
      mkdirSync(locked);
      symlinkSync('/old/place', join(locked, 'commerce-bulk'));
      chmodSync(locked, 0o555);
      const scripts: string[] = [];
      const target = '/Applications/Commerce "Bulk".app/Contents/Resources/bin/commerce-bulk';
      await installCommandLineTool(target, join(locked, 'commerce-bulk'), (s) => {
        scripts.push(s);
        return Promise.resolve();
      });
      chmodSync(locked, 0o755);
      expect(scripts).toEqual([adminLinkScript(target, join(locked, 'commerce-bulk'))]);
    },
  );

  it('quotes the paths for AppleScript and for the shell', () => {
    expect(adminLinkScript('/Applications/A "B"\\C.app/bin/commerce-bulk', '/usr/local/bin/commerce-bulk')).toBe(
      'do shell script "mkdir -p " & quoted form of "/usr/local/bin" & " && ln -sfn " & quoted form of "/Applications/A \\"B\\"\\\\C.app/bin/commerce-bulk" & " " & quoted form of "/usr/local/bin/commerce-bulk" with administrator privileges',
    );
  });
});

// macOS "Install Command Line Tool" (the app menu), as VS Code's "Install 'code' command":
// /usr/local/bin/commerce-bulk becomes a link to the launcher inside the app bundle
// (Contents/Resources/bin/commerce-bulk). Directly when the folder is writable (Homebrew
// owns it on many Macs), else through osascript's administrator prompt.
import { execFile } from 'node:child_process';
import { lstat, mkdir, readlink, symlink, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { UserError } from '../../shared/errors/index.js';

export const CLI_LINK = '/usr/local/bin/commerce-bulk';

/** The launcher inside the installed app (process.resourcesPath in Electron). */
export function launcherIn(resourcesPath: string): string {
  return join(resourcesPath, 'bin', 'commerce-bulk');
}

/** A text as an AppleScript string literal. */
function appleString(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** The AppleScript that makes the link as an administrator (`quoted form of` quotes for sh). */
export function adminLinkScript(target: string, link: string): string {
  return (
    `do shell script "mkdir -p " & quoted form of ${appleString(dirname(link))} & " && ln -sfn " & ` +
    `quoted form of ${appleString(target)} & " " & quoted form of ${appleString(link)} with administrator privileges`
  );
}

export type RunOsascript = (script: string) => Promise<void>;

const osascript: RunOsascript = (script) =>
  new Promise((resolve, reject) => {
    execFile('/usr/bin/osascript', ['-e', script], (error, _out, stderr) => {
      if (!error) resolve();
      // -128: the user pressed Cancel in the password prompt.
      else if (stderr.includes('(-128)'))
        reject(new UserError({ id: 'errors:launch.cancelled' }, { id: 'errors:launch.cancelledHint' }));
      else reject(new Error(stderr.trim() || error.message));
    });
  });

/** What is at `link` now: nothing, a link (to where), or something else. */
async function existing(link: string): Promise<'none' | 'other' | { to: string }> {
  try {
    const stat = await lstat(link);
    return stat.isSymbolicLink() ? { to: await readlink(link) } : 'other';
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'none';
    throw error;
  }
}

/** Links `link` to `target`; asks for administrator rights only when the folder is not writable. */
export async function installCommandLineTool(target: string, link = CLI_LINK, runAdmin = osascript): Promise<void> {
  const now = await existing(link);
  if (now === 'other')
    throw new UserError(
      { id: 'errors:launch.notALink', params: { link } },
      { id: 'errors:launch.notALinkHint', params: { link } },
    );
  if (typeof now === 'object' && now.to === target) return;
  try {
    await mkdir(dirname(link), { recursive: true });
    if (now !== 'none') await unlink(link);
    await symlink(target, link);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EACCES' && code !== 'EPERM') throw error;
    await runAdmin(adminLinkScript(target, link));
  }
}

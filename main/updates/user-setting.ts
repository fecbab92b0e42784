// The user's "Check for updates automatically" switch, kept in the data folder beside the
// connections so the app's Settings and a support person see the same file.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeWhole } from '../files/index.js';
import type { UserSetting } from './decide.js';

export const SETTINGS_FILE = 'update-settings.json';

export class UserSettingStore {
  private readonly file: string;
  constructor(dataDir: string) {
    this.file = path.join(dataDir, SETTINGS_FILE);
  }

  /** On unless the user turned it off; a missing or damaged file means the default. */
  async read(): Promise<UserSetting> {
    try {
      const parsed = JSON.parse(await readFile(this.file, 'utf8')) as { automatic?: unknown };
      return parsed.automatic === false ? 'off' : 'on';
    } catch {
      return 'on';
    }
  }

  async write(setting: UserSetting): Promise<void> {
    await writeWhole(this.file, `${JSON.stringify({ automatic: setting === 'on' }, null, 2)}\n`);
  }
}

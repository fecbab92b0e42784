// The user's "Check for updates automatically" switch, kept in the data folder beside the
// connections so the app's Settings and a support person see the same file.
import path from 'node:path';
import * as z from 'zod';
import { JsonStore } from '../files/index.js';
import type { UserSetting } from './decide.js';

export const SETTINGS_FILE = 'update-settings.json';
const SettingsFile = z.object({ automatic: z.unknown() }).partial();

export class UserSettingStore {
  private readonly json: JsonStore<typeof SettingsFile>;
  constructor(dataDir: string) {
    // A missing or damaged file means the default (main/files' 'empty' policy).
    this.json = new JsonStore(path.join(dataDir, SETTINGS_FILE), SettingsFile, {
      what: 'The update setting',
      empty: () => ({}),
      broken: 'empty',
    });
  }

  /** On unless the user turned it off. */
  read(): Promise<UserSetting> {
    return Promise.resolve(this.json.read().automatic === false ? 'off' : 'on');
  }

  async write(setting: UserSetting): Promise<void> {
    await this.json.write({ automatic: setting === 'on' });
  }
}

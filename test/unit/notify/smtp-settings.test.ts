// notifications.json, the saved mail server, through main/files' JsonStore: a missing file is
// "no mail server", a damaged one is refused with notify's own message and the way out (never
// read as none, which would stop the e-mails unnoticed, and never reset), and a save is whole
// and for its owner alone.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { notificationsFile, readSmtpSettings, writeSmtpSettings } from '../../../main/notify/index.js';
import { UserError } from '../../../shared/errors/index.js';
import { removeDir, tempDir } from '../../support/index.js';

const dirs: string[] = [];
const folder = (): string => {
  const dir = tempDir('cb-smtp-settings-');
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach(removeDir));

const FIX = 'Run `commerce-bulk notify-setup` again, or delete the file.';
const smtp = { host: 'mail.example.com', port: 587, tls: 'starttls' as const, from: 'bulk@example.com' };

function refusal(dataDir: string): unknown {
  try {
    readSmtpSettings(dataDir);
  } catch (err) {
    return err;
  }
  return null;
}

describe('notifications.json', () => {
  it('reads none as no mail server, and writes the setting whole for its owner alone', async () => {
    const dir = folder();
    expect(readSmtpSettings(dir)).toBeNull();
    await writeSmtpSettings(dir, smtp);
    expect(readFileSync(notificationsFile(dir), 'utf8')).toBe(`${JSON.stringify({ version: 1, smtp }, null, 2)}\n`);
    expect(statSync(notificationsFile(dir)).mode & 0o777).toBe(0o600);
    expect(readSmtpSettings(dir)).toEqual(smtp);
    await writeSmtpSettings(dir, null);
    expect(JSON.parse(readFileSync(notificationsFile(dir), 'utf8'))).toEqual({ version: 1 });
    expect(readSmtpSettings(dir)).toBeNull();
  });

  it('refuses a file that is not JSON, naming it and the fix, and leaves it as it was', () => {
    const dir = folder();
    writeFileSync(notificationsFile(dir), '{"version": 1, "smtp": {');
    const err = refusal(dir);
    expect(err).toBeInstanceOf(UserError);
    expect(err).toMatchObject({
      message: `${notificationsFile(dir)} is not JSON (damaged or edited by hand).`,
      hint: FIX,
    });
    expect(readFileSync(notificationsFile(dir), 'utf8')).toBe('{"version": 1, "smtp": {');
  });

  it('refuses a file of the wrong shape (policy refuse: never read as "no mail server")', () => {
    const dir = folder();
    const wrong = JSON.stringify({ version: 1, smtp: { ...smtp, password: 'in-plain-text' } });
    writeFileSync(notificationsFile(dir), wrong);
    expect(refusal(dir)).toMatchObject({
      message: `${notificationsFile(dir)} is not a valid notifications file.`,
      hint: FIX,
    });
    expect(readFileSync(notificationsFile(dir), 'utf8')).toBe(wrong);
  });
});

// Issue 30: the language the app speaks is the saved choice, else the OS's; a choice is kept
// in language.json in the data folder, survives a restart, switches main's texts and tells
// the shell. A damaged file or an unknown locale means English, never a failed start.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageService, mainText, readLanguageChoice, setMainLanguage } from '../../../main/i18n/index.js';
import { contract } from '../../../shared/ipc/index.js';
import { tempDir } from '../../support/index.js';

afterEach(() => setMainLanguage('en'));

describe('the app language', () => {
  it('follows the OS until one is chosen, and keeps the choice', async () => {
    const dataDir = tempDir('cb-lang-');
    const changes: string[] = [];
    const service = new LanguageService({ dataDir, systemLocale: () => 'fr-CH', onChange: (l) => changes.push(l) });
    expect(service.state()).toEqual({ choice: 'system', effective: 'fr', system: 'fr' });
    expect(mainText('menu.file')).toBe('Fichier');

    expect(await service.choose('de')).toEqual({ choice: 'de', effective: 'de', system: 'fr' });
    expect(JSON.parse(readFileSync(path.join(dataDir, 'language.json'), 'utf8'))).toEqual({ language: 'de' });
    expect(mainText('menu.file')).toBe('Datei');
    expect(mainText('update.upToDate', { version: '2.0.0' })).toBe('Commerce Bulk 2.0.0 ist die neueste Version.');
    expect(changes).toEqual(['fr', 'de']);

    const restarted = new LanguageService({ dataDir, systemLocale: () => 'fr-CH' });
    expect(restarted.effective).toBe('de');
    await restarted.choose('system');
    expect(restarted.effective).toBe('fr');
  });

  it('reads a missing, damaged or unknown choice as "system", an unknown locale as English', () => {
    const dataDir = tempDir('cb-lang-');
    expect(readLanguageChoice(dataDir)).toBe('system');
    writeFileSync(path.join(dataDir, 'language.json'), '{ not json');
    expect(readLanguageChoice(dataDir)).toBe('system');
    writeFileSync(path.join(dataDir, 'language.json'), '{"language":"tlh"}');
    expect(readLanguageChoice(dataDir)).toBe('system');
    expect(new LanguageService({ dataDir, systemLocale: () => 'ja-JP' }).effective).toBe('en');
    expect(new LanguageService({ dataDir }).effective).toBe('en');
    expect(mainText('menu.file')).toBe('File');
  });

  it('speaks the pseudo-locale when the OS (a test harness) asks for it', () => {
    const service = new LanguageService({ dataDir: tempDir('cb-lang-'), systemLocale: () => 'en-XA' });
    expect(service.effective).toBe('en-XA');
    expect(mainText('login.title')).toMatch(/^\[Śíĝñ íñ ~+\]$/);
  });

  it('takes only "system" or one of the six languages over IPC, never the pseudo-locale', () => {
    const request = contract['language.set'].request;
    expect(request.safeParse({ choice: 'nl' }).success).toBe(true);
    expect(request.safeParse({ choice: 'system' }).success).toBe(true);
    expect(request.safeParse({ choice: 'en-XA' }).success).toBe(false);
    expect(request.safeParse({ choice: 'de', extra: 1 }).success).toBe(false);
  });
});

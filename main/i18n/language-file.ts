// The user's language choice (Settings → Language), kept in <dataDir>/language.json beside
// the other app settings: "system" follows the operating system's locale, anything else is
// one of the languages the app speaks. A missing or damaged file reads as "system".
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '../../shared/i18n/index.js';
import { writeWhole } from '../files/index.js';

const FILE = 'language.json';

export type LanguageChoice = 'system' | Language;

export function isLanguageChoice(value: unknown): value is LanguageChoice {
  return value === 'system' || (LANGUAGES as readonly unknown[]).includes(value);
}

export function readLanguageChoice(dataDir: string): LanguageChoice {
  try {
    const saved = JSON.parse(readFileSync(path.join(dataDir, FILE), 'utf8')) as { language?: unknown };
    if (isLanguageChoice(saved.language)) return saved.language;
  } catch {
    // Missing or damaged: follow the operating system, as on a first start.
  }
  return 'system';
}

export async function writeLanguageChoice(dataDir: string, choice: LanguageChoice): Promise<void> {
  await writeWhole(path.join(dataDir, FILE), `${JSON.stringify({ language: choice }, null, 2)}\n`);
}

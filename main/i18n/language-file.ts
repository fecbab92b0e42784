// The user's language choice (Settings → Language), kept in <dataDir>/language.json beside
// the other app settings: "system" follows the operating system's locale, anything else is
// one of the languages the app speaks. A missing or damaged file reads as "system".
import path from 'node:path';
import * as z from 'zod';
import { LANGUAGES, type Language } from '../../shared/i18n/index.js';
import { JsonStore } from '../files/index.js';

const FILE = 'language.json';

export type LanguageChoice = 'system' | Language;

export function isLanguageChoice(value: unknown): value is LanguageChoice {
  return value === 'system' || (LANGUAGES as readonly unknown[]).includes(value);
}

// Missing or damaged (main/files' 'empty' policy): follow the operating system, as on a first start.
const languageFile = (dataDir: string) =>
  new JsonStore(path.join(dataDir, FILE), z.object({ language: z.unknown() }).partial(), {
    what: 'The language choice',
    empty: () => ({}),
    broken: 'empty',
  });

export function readLanguageChoice(dataDir: string): LanguageChoice {
  const saved = languageFile(dataDir).read().language;
  return isLanguageChoice(saved) ? saved : 'system';
}

export async function writeLanguageChoice(dataDir: string, choice: LanguageChoice): Promise<void> {
  await languageFile(dataDir).write({ language: choice });
}

// Settings → Language (issue 30): the saved choice ("system" or one of the six languages),
// the language the app speaks, and the operating system's. The renderer reads it before its
// first paint and sets it from the picker; main then rebuilds its menu and speaks it in dialogs.
import * as z from 'zod';
import { LANGUAGES, PSEUDO_LANGUAGE } from '../../i18n/index.js';
import { channel } from '../define.js';
import { empty } from './common.js';

export const LanguageChoice = z.enum(['system', ...LANGUAGES]);
export type LanguageChoice = z.infer<typeof LanguageChoice>;

/** The pseudo-locale reaches the app only as the OS locale a test harness gives; never as a choice. */
const UiLanguage = z.enum([...LANGUAGES, PSEUDO_LANGUAGE]);

export const LanguageState = z.object({ choice: LanguageChoice, effective: UiLanguage, system: UiLanguage });
export type LanguageState = z.infer<typeof LanguageState>;

export const languageChannels = {
  'language.get': channel(empty, LanguageState),
  'language.set': channel(z.object({ choice: LanguageChoice }).strict(), LanguageState),
} as const;

// Which language the app speaks: the saved choice, or the operating system's locale when the
// choice is "system" (app.getLocale() in the shell, any locale string in tests). Answers the
// renderer at start-up and after a change, switches the main process's texts, and tells the
// shell (which rebuilds the application menu).
import { languageOf, type UiLanguage } from '../../shared/i18n/index.js';
import { readLanguageChoice, writeLanguageChoice, type LanguageChoice } from './language-file.js';
import { setMainLanguage } from './main-text.js';

export interface LanguageState {
  choice: LanguageChoice;
  /** What the app speaks now: the choice, or the system's language. */
  effective: UiLanguage;
  /** The operating system's language, as "System default" would give it. */
  system: UiLanguage;
}

export interface LanguageServiceOptions {
  dataDir: string;
  /** The OS locale, e.g. `de-DE`; absent or unknown: English. */
  systemLocale?: () => string | undefined;
  /** Called after every change of the effective language (and once at start). */
  onChange?: (language: UiLanguage) => void;
}

export class LanguageService {
  private choice: LanguageChoice;

  constructor(private readonly options: LanguageServiceOptions) {
    this.choice = readLanguageChoice(options.dataDir);
    this.apply();
  }

  state(): LanguageState {
    const system = languageOf(this.options.systemLocale?.());
    return { choice: this.choice, effective: this.choice === 'system' ? system : this.choice, system };
  }

  get effective(): UiLanguage {
    return this.state().effective;
  }

  async choose(choice: LanguageChoice): Promise<LanguageState> {
    await writeLanguageChoice(this.options.dataDir, choice);
    this.choice = choice;
    this.apply();
    return this.state();
  }

  private apply(): void {
    const { effective } = this.state();
    setMainLanguage(effective);
    this.options.onChange?.(effective);
  }
}

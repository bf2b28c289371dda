import list from './languages.json';

/** A language the player can choose; its texts are `<code>.json` in each app's locales folder. */
export interface LanguageOption {
  code: string;
  /** The language's name in itself (हिन्दी), so a player finds it whatever is shown now. */
  name: string;
}

/** The languages offered, the first one the default and the fallback (docs/architecture.md). */
export const LANGUAGES: readonly LanguageOption[] = list;
export const DEFAULT_LANGUAGE = LANGUAGES[0]?.code ?? 'en';

/** The choice before anyone is logged in; kept by logout (not one of STORAGE_KEYS). */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(code: unknown): code is string {
  return typeof code === 'string' && LANGUAGES.some((l) => l.code === code);
}

export function storedLanguage(): string {
  try {
    const code = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(code) ? code : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

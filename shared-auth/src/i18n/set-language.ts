import { i18n } from './i18n-instance';
import { loadAllTexts } from './define-texts';
import { isLanguage, LANGUAGE_STORAGE_KEY } from './languages';

/** The language shown now. */
export function currentLanguage(): string {
  return i18n.language;
}

/** Loads every app's texts for the language, then switches all apps at once and remembers it. */
export async function setLanguage(code: string): Promise<void> {
  if (!isLanguage(code)) return;
  await loadAllTexts(code);
  await i18n.changeLanguage(code);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // private mode: the choice lasts this visit
  }
  document.documentElement.lang = code;
}

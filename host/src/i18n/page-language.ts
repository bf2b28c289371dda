import { i18n } from 'shared-auth';

/** The languages written in Devanagari. */
const DEVANAGARI = new Set(['hi']);

/**
 * From start-up on, the page follows the language shown (stored or chosen): its `lang` (the
 * prerendered page says "en") and, for a Devanagari language, the font, whose code loads then
 * (/login's English first load does not carry it).
 */
export function followLanguageOnPage(): void {
  const follow = (language: string) => {
    document.documentElement.lang = language;
    if (DEVANAGARI.has(language))
      void import('./devanagari-font').then((font) => font.addDevanagariFont());
  };
  follow(i18n.language);
  i18n.on('languageChanged', follow);
}

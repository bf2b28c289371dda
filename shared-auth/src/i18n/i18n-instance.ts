import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, storedLanguage } from './languages';

/**
 * The one i18next instance: shared-auth is a federation singleton, so the host and every remote
 * switch language together. Keys are flat ("login.title"), one namespace per app.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: typeof window === 'undefined' ? DEFAULT_LANGUAGE : storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  resources: {},
  partialBundledLanguages: true,
  initAsync: false,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  // re-render when a language's texts arrive after the switch (a remote loaded later)
  react: { useSuspense: false, bindI18n: 'languageChanged', bindI18nStore: 'added' },
});

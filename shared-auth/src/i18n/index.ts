export { i18n } from './i18n-instance';
export {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  isLanguage,
  storedLanguage,
  type LanguageOption,
} from './languages';
export {
  defineTexts,
  defineLazyTexts,
  textsSettled,
  type Texts,
  type TextFn,
  type TextLoader,
  type TextValues,
} from './define-texts';
export { setLanguage, currentLanguage } from './set-language';
export { useLanguage } from './use-language';
export { refusalText, refusalTextsReady } from './refusal-text';
export type { CodeTexts, CodedReply } from './coded-text';

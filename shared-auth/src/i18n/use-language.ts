import { useTranslation } from 'react-i18next';

/** The language shown now; the component draws again when it changes. */
export function useLanguage(): string {
  return useTranslation().i18n.language;
}

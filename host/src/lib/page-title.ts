import { useEffect } from 'react';
import { useTexts } from '../i18n/texts';

/** The tab's title, "<page> | <brand>", in the player's language (it follows a switch). */
export function usePageTitle(title: string): void {
  const t = useTexts();
  const brand = t('brand');
  useEffect(() => {
    document.title = `${title} | ${brand}`;
  }, [title, brand]);
}

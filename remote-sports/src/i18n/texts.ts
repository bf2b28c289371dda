import { defineTexts } from 'shared-auth';
import english from './locales/en.json';

/**
 * The sports remote's texts (namespace "sports"), loaded with the remote. Only the texts written
 * since issue 26 are here; the older ones are converted later.
 */
export const { t, useTexts } = defineTexts(
  'sports',
  english,
  (language) => import(`./locales/${language}.json`),
);

export type SportsKey = keyof typeof english;

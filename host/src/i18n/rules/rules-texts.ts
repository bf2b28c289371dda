import { defineTexts } from 'shared-auth';
import english from './locales/en.json';

/** The rules page's texts (namespace "host-rules"), loaded with the page, not on /login. */
export const { useTexts } = defineTexts(
  'host-rules',
  english,
  (language) => import(`./locales/${language}.json`),
);

export type RulesKey = keyof typeof english;

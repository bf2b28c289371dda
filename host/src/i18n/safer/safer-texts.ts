import { defineTexts } from 'shared-auth';
import english from './locales/en.json';

/**
 * The safer-gambling texts (namespace "host-safer"): the page, the reminder and the header's
 * marker, all in the logged-in code, so /login's first load does not carry them.
 */
export const { t, useTexts } = defineTexts(
  'host-safer',
  english,
  (language) => import(`./locales/${language}.json`),
);

export type SaferKey = keyof typeof english;

import { defineTexts } from 'shared-auth';
import english from './locales/en.json';

/** The host's texts (namespace "host"); other languages load when chosen. */
export const { t, useTexts } = defineTexts(
  'host',
  english,
  (language) => import(`./locales/${language}.json`),
);

export type HostKey = keyof typeof english;

/** A route's title key: "title.<English title>"; a title without one (a game's name) stays. */
export function pageTitleKey(title: string): HostKey {
  return `title.${title}` as HostKey;
}

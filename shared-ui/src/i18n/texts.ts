import { defineTexts } from 'shared-auth';
import english from './locales/en.json';

/** shared-ui's texts (namespace "ui"): they come with the one shared-ui every app uses. */
export const { t, useTexts } = defineTexts(
  'ui',
  english,
  (language) => import(`./locales/${language}.json`),
);

export type UiKey = keyof typeof english;

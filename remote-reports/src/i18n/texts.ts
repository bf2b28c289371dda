import { defineTexts, type TextFn } from 'shared-auth';
import english from './locales/en.json';

/** The reports remote's texts (namespace "reports"), loaded with the remote. */
export const { t, useTexts } = defineTexts(
  'reports',
  english,
  (language) => import(`./locales/${language}.json`),
);

export type ReportsKey = keyof typeof english;

/**
 * A column header or a select option in the player's language: "column.<spec label>" in the
 * texts; one without a text (a game's name, as the feed names it) stays as it is.
 */
export function labelIn(t: TextFn<ReportsKey>, kind: 'column' | 'option', label: string): string {
  return t(`${kind}.${label}` as ReportsKey, { defaultValue: label });
}

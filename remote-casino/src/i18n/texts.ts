import { defineTexts, type TextFn } from 'shared-auth';
import english from './locales/en.json';

/** The casino remote's texts (namespace "casino"), loaded with the remote. */
export const { t, useTexts } = defineTexts(
  'casino',
  english,
  (language) => import(`./locales/${language}.json`),
);

export type CasinoKey = keyof typeof english;

/** A column header in the player's language ("column.<spec label>" in the texts). */
export function columnIn(t: TextFn<CasinoKey>, label: string): string {
  return t(`column.${label}` as CasinoKey, { defaultValue: label });
}

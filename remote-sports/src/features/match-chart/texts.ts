import { defineTexts } from 'shared-auth';
import english from './locales/en.json';

/**
 * The match chart's texts (namespace "sports-chart"), loaded with the chart. Its own namespace
 * and files, beside the feature, until remote-sports has one `sports` namespace to join.
 */
export const { useTexts } = defineTexts(
  'sports-chart',
  english,
  (language) => import(`./locales/${language}.json`),
);

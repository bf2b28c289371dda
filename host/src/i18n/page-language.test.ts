import { act } from 'react';
import { setLanguage } from 'shared-auth';
import { waitFor } from '@testing-library/react';
import { followLanguageOnPage } from './page-language';

jest.mock(
  '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2',
  () => ({ __esModule: true, default: '/noto-devanagari.woff2' }),
  { virtual: true },
);

const preloads = () => document.head.querySelectorAll('link[rel="preload"][as="font"]');

afterAll(async () => {
  await act(() => setLanguage('en'));
});

test('English fetches no Devanagari font; Hindi preloads it once, with font-display swap', async () => {
  followLanguageOnPage();
  expect(preloads()).toHaveLength(0);
  expect(document.documentElement.lang).toBe('en');
  await act(() => setLanguage('hi'));
  await act(() => setLanguage('en'));
  await act(() => setLanguage('hi'));
  await waitFor(() => expect(preloads()).toHaveLength(1));
  expect(preloads()[0]?.getAttribute('href')).toBe('/noto-devanagari.woff2');
  const face = document.head.querySelector('style[data-font="devanagari"]')?.textContent ?? '';
  expect(face).toContain('font-display:swap');
  expect(face).toContain('unicode-range:U+0900-097F');
  expect(document.documentElement.lang).toBe('hi');
});

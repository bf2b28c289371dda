import { act, render, screen } from '@testing-library/react';
import { setLanguage } from 'shared-auth';
import type { HelpOrganisation } from 'shared-api-types';
import { HelpList } from './help-list';

const organisations: HelpOrganisation[] = [
  {
    name: { en: 'Helpline One', hi: 'हेल्पलाइन एक' },
    phone: '+91 9152-987 821',
    url: 'https://one.example.org',
    hours: { en: 'Every day', hi: 'हर दिन' },
    languages: ['en', 'hi'],
  },
  {
    name: { en: 'English Only' },
    phone: '+44 808 8020 133',
    url: 'https://two.example.org',
    hours: { en: 'Weekdays' },
    languages: ['en'],
  },
];

afterEach(async () => {
  await act(() => setLanguage('en'));
});

test('each organisation with its web address, phone to call, hours and languages', () => {
  render(<HelpList organisations={organisations} />);
  expect(screen.getByRole('heading', { name: 'Get help' })).toBeTruthy();
  const one = screen.getByRole('listitem', { name: 'Helpline One' });
  expect(one.textContent).toContain('Open: Every day');
  expect(one.textContent).toContain('Languages: English, Hindi');
  expect(screen.getByRole('link', { name: 'Call +91 9152-987 821' }).getAttribute('href')).toBe(
    'tel:+919152987821',
  );
  expect(screen.getByRole('link', { name: 'English Only' }).getAttribute('rel')).toContain(
    'noopener',
  );
});

test("in the player's language, English where the operator gave no other", async () => {
  await act(() => setLanguage('hi'));
  render(<HelpList organisations={organisations} />);
  expect(screen.getByRole('heading', { name: 'मदद लें' })).toBeTruthy();
  const one = screen.getByRole('listitem', { name: 'हेल्पलाइन एक' });
  expect(one.textContent).toContain('समय: हर दिन');
  expect(one.textContent).toContain('हिन्दी');
  expect(screen.getByRole('listitem', { name: 'English Only' }).textContent).toContain('Weekdays');
});

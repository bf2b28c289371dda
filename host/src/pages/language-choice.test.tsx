import { act, fireEvent, render, screen } from '@testing-library/react';
import { LANGUAGE_STORAGE_KEY, setLanguage } from 'shared-auth';
import { LoginPage } from '../features/login/login-page';
import SettingPage from './setting/setting-page';

afterEach(async () => {
  await act(() => setLanguage('en'));
});

test('the login page switch redraws the page in Hindi and remembers the choice', async () => {
  render(<LoginPage />);
  expect(screen.getByRole('heading', { name: 'Please Login To Continue' })).toBeTruthy();
  await act(async () => {
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'hi' } });
  });
  expect(await screen.findByRole('heading', { name: 'जारी रखने के लिए कृपया लॉगिन करें' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'लॉगिन' })).toBeTruthy();
  expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
  expect(document.documentElement.lang).toBe('hi');
});

test('the Language box of /Setting switches; the page keeps its three boxes', async () => {
  render(<SettingPage />);
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'LanguageEnglishहिन्दी',
    'Other',
    'Other Setting',
  ]);
  await act(async () => {
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'hi' } });
  });
  expect(await screen.findByRole('heading', { name: 'सेटिंग्स' })).toBeTruthy();
  expect(screen.getByRole('combobox', { name: 'भाषा' })).toHaveProperty('value', 'hi');
});

test('a language that is not offered changes nothing', async () => {
  await act(() => setLanguage('xx'));
  render(<SettingPage />);
  expect(screen.getByRole('heading', { name: 'Settings' })).toBeTruthy();
  expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
});

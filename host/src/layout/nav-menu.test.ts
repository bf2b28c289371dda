import { t } from '../i18n/texts';
import { isCurrent, NAV_MENU } from './nav-menu';

test('the menu carries the spec labels in order, in English', () => {
  expect(NAV_MENU.slice(0, 10).map((e) => `${e.url}->${t(e.label)}`)).toEqual([
    'matches->MATCHES',
    'profile->PROFILE',
    'statement->STATEMENT',
    'Change_password->PASSWORD',
    'freegames->GAMES',
    'rules->RULES',
    'Ledgers->LEDGERS',
    'games->GAMES',
    '->RULES',
    'dashboard->DASHBOARD',
  ]);
});

test('the current page is matched ignoring case', () => {
  expect(isCurrent('Ledgers', '/ledgers')).toBe(true);
  expect(isCurrent('', '/')).toBe(true);
  expect(isCurrent('games', '/games/aaa')).toBe(false);
});

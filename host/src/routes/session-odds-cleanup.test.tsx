import { render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { STORAGE_KEYS } from 'shared-auth';
import { useClearSessionOddsOffGamePages } from './session-odds-cleanup';

let navigate: (to: string) => void = () => undefined;
function Probe() {
  useClearSessionOddsOffGamePages();
  navigate = useNavigate();
  return null;
}

function loadAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe />
    </MemoryRouter>,
  );
}

beforeEach(() => localStorage.setItem(STORAGE_KEYS.sessionOddsData, '{"left":"over"}'));
afterEach(() => localStorage.clear());

test('a page load of a non-game page clears the stored session odds', () => {
  loadAt('/statement');
  expect(localStorage.getItem(STORAGE_KEYS.sessionOddsData)).toBeNull();
});

test('a game page keeps them, in any letter case', () => {
  loadAt('/SPORTGAME/101/2001/1.234');
  expect(localStorage.getItem(STORAGE_KEYS.sessionOddsData)).not.toBeNull();
});

test('navigating from a game page to another page clears them', async () => {
  const { act } = await import('react');
  loadAt('/sportGame/101/2001/1.234');
  expect(localStorage.getItem(STORAGE_KEYS.sessionOddsData)).not.toBeNull();
  act(() => navigate('/matches'));
  expect(localStorage.getItem(STORAGE_KEYS.sessionOddsData)).toBeNull();
});

test('book odds are left alone', () => {
  localStorage.setItem(STORAGE_KEYS.bookOddsData, '{}');
  loadAt('/matches');
  expect(localStorage.getItem(STORAGE_KEYS.bookOddsData)).toBe('{}');
});

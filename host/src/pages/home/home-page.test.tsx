import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ExposeRef } from 'shared-contracts';
import { loadRemotePage, type RemoteModule } from '../../federation/register-remotes';
import HomePage from './home-page';

jest.mock('../../federation/register-remotes', () => ({
  loadRemotePage: jest.fn(),
  resetRemote: jest.fn(),
}));
const mockedLoad = jest.mocked(loadRemotePage);

const widget = (text: string): RemoteModule => ({ default: () => <p>{text}</p> });

beforeEach(() => {
  mockedLoad.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

async function renderHome() {
  await act(async () => {
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
  });
}

test('loads the exposed widgets of both remotes, with links into each area', async () => {
  mockedLoad.mockImplementation(async ({ remote, expose }: ExposeRef) =>
    widget(`${remote}/${expose}`),
  );
  await renderHome();
  expect(screen.getByText('sports/InPlayWidget')).toBeTruthy();
  expect(screen.getByText('casino/CasinoTablesWidget')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'All matches ›' }).getAttribute('href')).toBe('/matches');
  expect(screen.getByRole('link', { name: 'Casino lobby ›' }).getAttribute('href')).toBe('/games');
});

test('the sports widget failing leaves the casino tables working', async () => {
  mockedLoad.mockImplementation(async ({ remote, expose }: ExposeRef) => {
    if (remote === 'sports') throw new Error('sports is down');
    return widget(`${remote}/${expose}`);
  });
  await renderHome();
  expect(screen.getByRole('alert').textContent).toMatch(/Sports is unavailable/);
  expect(screen.getByText('casino/CasinoTablesWidget')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
});

test('the casino widget throwing while rendering leaves the sports widget working', async () => {
  mockedLoad.mockImplementation(async ({ remote, expose }: ExposeRef) => {
    if (remote === 'casino') {
      return {
        default: () => {
          throw new Error('render bug');
        },
      };
    }
    return widget(`${remote}/${expose}`);
  });
  await renderHome();
  expect(screen.getByRole('alert').textContent).toMatch(/Casino is unavailable/);
  expect(screen.getByText('sports/InPlayWidget')).toBeTruthy();
});

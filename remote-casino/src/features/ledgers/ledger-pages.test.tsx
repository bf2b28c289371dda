import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { toast } from 'react-toastify';
import { apiClient, queryClient, setLanguage } from 'shared-auth';
import { playerZone } from 'shared-maths/player-time';
import { CasinoDetails } from './casino-details';
import { LedMatDetails } from './led-mat-details';
import type { LedgerNavState } from './ledger-nav-state';
import { LineName, lineName, LedgersList } from './ledgers-list';
import { t } from '../../i18n/texts';
import { outcomeText } from './summary-box';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
// The real callApi and shared query cache over a stubbed transport.
const post = jest.spyOn(apiClient, 'post') as unknown as jest.Mock;
const sent = expect.objectContaining({ silent: true });
const ok = (data: unknown) => ({ data: { status: 0, message: '', data } });

function StateProbe() {
  const loc = useLocation();
  return <pre data-testid="probe">{JSON.stringify({ path: loc.pathname, state: loc.state })}</pre>;
}
function renderAt(path: string, state?: LedgerNavState) {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <Routes>
          <Route
            path="/Ledgers"
            element={
              <>
                <LedgersList />
                <StateProbe />
              </>
            }
          />
          <Route
            path="/casinoDetails"
            element={
              <>
                <CasinoDetails />
                <StateProbe />
              </>
            }
          />
          <Route
            path="/LedMatDetails"
            element={
              <>
                <LedMatDetails />
                <StateProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const probe = () =>
  JSON.parse(screen.getByTestId('probe').textContent ?? '{}') as {
    path: string;
    state: LedgerNavState;
  };

const sportState: LedgerNavState = {
  matchId: 'm1',
  sportId: 4,
  date: '11/20/2026',
  description: 'India v Australia',
  matchName: 'India v Australia',
  team1: 'India',
  team2: 'Australia',
};
const sportDetails = (book: number) => ({
  data: {
    bookBetsDataList: Array.from({ length: book }, () => ({
      team: 'India',
      winner: 'India',
      date: 'd',
      rate: '1.50',
      amount: '200.00',
      type: 'Back',
      pl: '100.00',
    })),
    sessionBetsDataList: [
      {
        match: '10 Over Runs',
        date: 'd',
        rate: '100',
        line: '80',
        resultScore: '85',
        amount: '100.00',
        betType: 'Yes',
        pl: '-100.00',
      },
      {
        match: 'Pending Runs',
        date: 'd',
        rate: '100',
        line: '90',
        resultScore: '',
        amount: '100.00',
        betType: 'No',
        pl: '0.00',
      },
    ],
    matchPM: '100.00',
    sessionPlusMinus: '-100.00',
    totalCommission: '2.00',
    mobileCharge: '0.00',
    netPlusMinus: '-2.00',
  },
});

beforeEach(() => {
  post.mockReset();
  queryClient.clear();
  jest.mocked(toast.error).mockReset();
});

it('box text: You Lost / You Won with the amount', () => {
  expect(outcomeText(t, '-1234.5')).toBe('You Lost 1,234.50 /- Coins.');
  expect(outcomeText(t, '0.00')).toBe('You Won 0.00 /- Coins.');
});

describe('/LedMatDetails sport id 4', () => {
  it('shows MATCH BETS, FANCY BETS with results only, five boxes; back to list -> /Ledgers', async () => {
    post.mockResolvedValue(ok(sportDetails(1)));
    renderAt('/LedMatDetails', sportState);
    await screen.findByText('MATCH BETS');
    expect(post).toHaveBeenCalledWith(
      '/AccountDetails/GetLedgerMatchDetails',
      { MatchId: 'm1' },
      sent,
    );
    expect(screen.getByText('10 Over Runs')).toBeTruthy();
    expect(screen.queryByText('Pending Runs')).toBeNull();
    expect(screen.getByTestId('box-Match Plus Minus').textContent).toContain(
      'You Won 100.00 /- Coins.',
    );
    expect(screen.getByTestId('box-Fancy Plus Minus').textContent).toContain(
      'You Lost 100.00 /- Coins.',
    );
    expect(screen.getByTestId('box-Net Plus Minus').textContent).toContain(
      'You Lost 2.00 /- Coins.',
    );
    expect(screen.getByTestId('box-Mob. App. Charges')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('India v Australia');
    fireEvent.click(screen.getByRole('button', { name: 'back to list' }));
    expect(probe().path).toBe('/Ledgers');
  });

  it('hides MATCH BETS without a book bet; an empty FANCY table spans 8 columns', async () => {
    const d = sportDetails(0);
    d.data.sessionBetsDataList = [];
    post.mockResolvedValue(ok(d));
    renderAt('/LedMatDetails', sportState);
    await screen.findByText('FANCY BETS');
    expect(screen.queryByText('MATCH BETS')).toBeNull();
    expect(screen.getByText('No Bets Available').getAttribute('colspan')).toBe('8');
  });

  it('a failed call goes to the shared toast', async () => {
    post.mockRejectedValue(
      Object.assign(new Error('x'), {
        isAxiosError: true,
        response: { data: { message: 'MatchId must be a match id' } },
      }),
    );
    renderAt('/LedMatDetails', sportState);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('MatchId must be a match id', expect.anything()),
    );
  });
});

describe('casino path', () => {
  const day: LedgerNavState = {
    matchId: 'casino-11212026',
    sportId: 5,
    date: '11/21/2026',
    description: 'Casino 11/21/2026',
    matchName: 'Casino',
    team1: '',
    team2: '',
  };

  it('/casinoDetails loads the day, opens /LedMatDetails with the row and prior state, and back again', async () => {
    post.mockResolvedValueOnce(
      ok({
        data: {
          ledgerCasinoMatchDatasLists: [
            {
              matchId: '7',
              description: 'Teen Patti T20 round 7',
              wonBy: 'Player A',
              won: '94.08',
              lost: '0.00',
            },
          ],
        },
      }),
    );
    renderAt('/casinoDetails', day);
    // the day as a player reads it: the month as a word, whatever the API's MM/DD/YYYY
    expect(screen.getByText('Casino 21 Nov 2026')).toBeTruthy();
    post.mockResolvedValueOnce(
      ok({
        data: {
          casinoBetsDataLists: [
            {
              date: 'd',
              matchID: '7',
              type: 'Teen Patti T20 - Winner',
              betPlaced: 'Player A',
              amount: '200.00',
              rate: '1.98',
              result: 'Player A',
              mode: 'Back',
              winLoss: 'Won',
              pl: '196.00',
            },
          ],
          matchProfitLoss: '196.00',
          totalCommission: '3.92',
          mobileCharge: '0.00',
          netPlusMinus: '192.08',
        },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Teen Patti T20 round 7' }));
    expect(post).toHaveBeenCalledWith(
      '/AccountDetails/GetLedgerCasinoMatchList',
      { Competition: 'Casino', Date: '11/21/2026', TimeZone: playerZone() },
      sent,
    );
    expect(probe()).toEqual({
      path: '/LedMatDetails',
      state: {
        matchId: '7',
        sportId: 5,
        date: '11/21/2026',
        description: 'Teen Patti T20 round 7',
        matchName: 'Teen Patti T20 round 7',
        team1: '',
        team2: '',
        prior: day,
      },
    });
    await screen.findByRole('heading', { name: 'Teen Patti T20 round 7', level: 3 });
    expect(post).toHaveBeenLastCalledWith(
      '/AccountDetails/GetCasinoMatchDetails',
      { MatchId: '7' },
      sent,
    );
    expect(screen.getByTestId('box-Net Plus Minus').textContent).toContain(
      'You Won 192.08 /- Coins.',
    );
    expect(screen.queryByTestId('box-Fancy Plus Minus')).toBeNull();
    post.mockResolvedValueOnce(ok({ data: { ledgerCasinoMatchDatasLists: [] } }));
    fireEvent.click(screen.getByRole('button', { name: 'back to list' }));
    expect(probe()).toEqual({ path: '/casinoDetails', state: day });
  });

  it('/casinoDetails without date and description makes no call; back to Main Menu -> /Ledgers', async () => {
    renderAt('/casinoDetails', { ...day, date: '' });
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'back to Main Menu' }).getAttribute('href')).toBe(
      '/Ledgers',
    );
  });

  it('/Ledgers opens a casino line on /casinoDetails and a match line on /LedMatDetails', async () => {
    const lines = [
      { ...day, won: '0.00', lost: '5.00', balance: '-5.00' },
      { ...sportState, won: '10.00', lost: '0.00', balance: '10.00' },
    ];
    post.mockResolvedValue(ok(lines));
    renderAt('/Ledgers');
    // the days with the month as a word, never MM/DD/YYYY
    expect(await screen.findByRole('cell', { name: '21 Nov 2026' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '20 Nov 2026' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Casino 21 Nov 2026' }));
    expect(probe()).toEqual({ path: '/casinoDetails', state: day });
  });
});

it('a casino line is the day in the player language; a match line its teams, names kept', async () => {
  const casino = { sportId: 5, date: '11/21/2026', description: 'Casino 11/21/2026' };
  const match = { ...casino, sportId: 4, description: 'India v Australia' };
  expect(lineName(t, casino)).toBe('Casino 21 Nov 2026');
  expect(lineName(t, { ...match, team1: 'India', team2: 'Australia' })).toBe('India v Australia');
  await setLanguage('hi');
  expect(lineName(t, casino)).toBe('कैसीनो 21 नव॰ 2026');
  expect(lineName(t, { ...match, team1: 'India', team2: 'Australia' })).toBe(
    'India बनाम Australia',
  );
  // a line without its teams (an older API): the server's name as it is
  expect(lineName(t, match)).toBe('India v Australia');
  const { container } = render(
    <LineName line={{ ...match, team1: 'India', team2: 'Australia' }} />,
  );
  expect([...container.querySelectorAll('bdi[translate="no"]')].map((b) => b.textContent)).toEqual([
    'India',
    'Australia',
  ]);
  await setLanguage('en');
});

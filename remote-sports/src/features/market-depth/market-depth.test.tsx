import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { DepthLevel, MarketDepth } from 'shared-api-types';
import { useOddsStore } from '../../lib/odds/odds-store';
import { getMarketDepth } from './api/get-market-depth';
import MarketDepthDialog from './market-depth-dialog';
import { TotalMatched } from './total-matched';

jest.mock('./api/get-market-depth', () => ({ getMarketDepth: jest.fn() }));
const read = getMarketDepth as jest.MockedFunction<typeof getMarketDepth>;

const lvl = (price: string, more: Partial<DepthLevel> = {}): DepthLevel => ({
  price,
  toBack: '0.00',
  toLay: '0.00',
  traded: '0.00',
  myBack: '0.00',
  myLay: '0.00',
  ...more,
});
const depth = (levels: DepthLevel[], lastTraded: string | null, traded: string): MarketDepth => ({
  matchId: 'm1',
  marketType: 'odds',
  selectionId: 's1',
  lastTraded,
  traded,
  levels,
});
const BOOK = depth(
  [
    lvl('1.50', { toBack: '5000.00', traded: '100.00' }),
    lvl('1.55', { toBack: '300.00', myLay: '300.00', traded: '500.00' }),
    lvl('1.60', { toLay: '5000.00' }),
  ],
  '1.50',
  '600.00',
);

const open = (onClose = jest.fn()) => {
  render(
    <MarketDepthDialog
      matchId="m1"
      eventId=""
      marketType="odds"
      selectionId="s1"
      runnerName="India"
      onClose={onClose}
    />,
  );
  return onClose;
};

beforeEach(() => {
  jest.useFakeTimers();
  read.mockReset();
});
afterEach(() => jest.useRealTimers());

describe('the ladder dialog', () => {
  it('is a labelled dialog: every price highest first, offers, traded bars, last traded and own orders marked', async () => {
    read.mockResolvedValue(BOOK);
    open();
    await act(async () => undefined);
    const dialog = screen.getByRole('dialog', { name: 'India: price ladder' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    expect(read).toHaveBeenCalledWith(
      { MatchId: 'm1', MarketType: 'odds', SelectionId: 's1' },
      expect.anything(),
    );
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-testid'))).toEqual([
      'depth-row-1.60',
      'depth-row-1.55',
      'depth-row-1.50',
    ]);
    const mine = screen.getByTestId('depth-row-1.55');
    expect(mine.className).toContain('depth__row--mine');
    expect(within(mine).getAllByRole('cell')[0]!.textContent).toBe('300.00Yours 300.00');
    expect(within(screen.getByTestId('depth-row-1.60')).getAllByRole('cell')[1]!.textContent).toBe(
      '5,000.00',
    );
    const last = screen.getByTestId('depth-row-1.50');
    expect(last.className).toContain('depth__row--last');
    expect(within(last).getByRole('rowheader').textContent).toBe('1.50Last traded');
    // the most traded price has the full bar, the others their share
    const bar = (row: HTMLElement) => (row.querySelector('.depth__bar') as HTMLElement).style.width;
    expect(bar(mine)).toBe('100%');
    expect(bar(last)).toBe('20%');
    expect(screen.getByTestId('depth-summary').textContent).toBe('Last traded 1.50Traded 600.00');
    expect(screen.getAllByTestId('depth-mine')).toHaveLength(1);
  });

  it('updates while open: the next read shows the new book', async () => {
    read.mockResolvedValue(BOOK);
    open();
    await act(async () => undefined);
    read.mockResolvedValue(
      depth(
        [lvl('1.55', { toBack: '100.00', myLay: '100.00', traded: '700.00' })],
        '1.55',
        '700.00',
      ),
    );
    // no stream in the test: the stream-down read, every second
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.queryByTestId('depth-row-1.50')).toBeNull();
    expect(screen.getByTestId('depth-row-1.55').textContent).toContain('Yours 100.00');
    expect(screen.getByTestId('depth-summary').textContent).toBe('Last traded 1.55Traded 700.00');
  });

  it('closes with Escape, with the close button and beside it; focus returns to the opener', async () => {
    read.mockResolvedValue(depth([], null, '0.00'));
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const onClose = jest.fn();
    const { unmount } = render(
      <MarketDepthDialog
        matchId="m1"
        eventId=""
        marketType="toss"
        selectionId="s9"
        runnerName="India"
        onClose={onClose}
      />,
    );
    await act(async () => undefined);
    expect(screen.getByText('Nothing waits or has traded on this runner yet.')).toBeTruthy();
    expect(screen.getByTestId('depth-summary').textContent).toBe('Not traded yetTraded 0.00');
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('dialog').parentElement!);
    expect(onClose).toHaveBeenCalledTimes(3);
    unmount();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('says so when the ladder cannot be read, and keeps what it showed', async () => {
    read.mockRejectedValue(new Error('down'));
    open();
    await act(async () => undefined);
    expect(screen.getByRole('status').textContent).toBe(
      'The ladder could not be read; it is read again with the next price change.',
    );
  });
});

describe('total matched in the match odds header', () => {
  beforeEach(() => {
    useOddsStore.setState({
      markets: {
        odds: {
          type: 'odds',
          marketId: 'k1',
          name: 'Match Odds',
          status: 'OPEN',
          runnerIds: ['s1', 's2'],
        },
      },
      runnerNames: { 'odds:s1': 'India', 'odds:s2': 'Bangladesh' },
      cells: { 'odds:s1:TotalMatched': 1200.5, 'odds:s2:TotalMatched': 150000.25 },
    });
  });

  it('total matched is the sum over the runners, through the amount formatter', () => {
    render(<TotalMatched />);
    expect(screen.getByTestId('total-matched-odds').textContent).toBe('Matched 1,51,200.75');
    act(() =>
      useOddsStore.setState((s) => ({ cells: { ...s.cells, 'odds:s2:TotalMatched': 150100.25 } })),
    );
    expect(screen.getByTestId('total-matched-odds').textContent).toBe('Matched 1,51,300.75');
  });
});

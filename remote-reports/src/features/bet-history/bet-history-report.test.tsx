import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'react-toastify';
import { apiClient, queryClient } from 'shared-auth';
import { formatDateTime } from 'shared-maths/calendar-day';
import { BetHistoryReport } from './bet-history-report';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
// The real callApi and shared query cache over a stubbed transport.
const post = jest.spyOn(apiClient, 'post') as unknown as jest.Mock;
const sent = expect.objectContaining({ silent: true });
/** `post`'s arguments for a UserBetHistory read whose body has `fields`. */
const historyRead = (fields: object) =>
  ['/User/UserBetHistory', expect.objectContaining(fields), sent] as const;

const bet = (i: number) => ({
  client: 'demo',
  description: i % 2 ? 'India v Australia - Match Odds' : 'England v South Africa - Fancy',
  selection: `Sel ${i}`,
  type: 'Back',
  odds: '1.50',
  // a day ago in UTC text, as the API writes it: within the default last 15 of the player's days
  dateCreation: formatDateTime(new Date(Date.now() - 86_400_000)),
  pl: i % 3 ? '10.00' : '-5.00',
  liability: '5.00',
  betType: 'Match Odds',
  status: 'Settled',
});
const reply = (n: number) => ({
  data: {
    status: 0,
    message: { myUserBetHistoryDataLists: Array.from({ length: n }, (_, i) => bet(i)) },
    data: null,
  },
});

function renderPage() {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <BetHistoryReport />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('BetHistoryReport', () => {
  beforeEach(() => {
    post.mockReset();
    queryClient.clear();
    jest.mocked(toast.error).mockReset();
  });

  it('Search with unchanged filters asks the server again', async () => {
    post.mockResolvedValue(reply(1));
    renderPage();
    await screen.findByText('Sel 0');
    post.mockClear();
    post.mockResolvedValue(reply(2));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    });
    await screen.findByText('Sel 1');
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('loads on mount, shows the ten columns and back to main menu', async () => {
    post.mockResolvedValue(reply(3));
    renderPage();
    await screen.findByText('Sel 0');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Client',
      'Description',
      'Selection',
      'Type',
      'Odds',
      'Date',
      'P_L',
      'Liability',
      'Bet type',
      'Status',
    ]);
    expect(screen.getByRole('link', { name: 'back to main menu' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(post).toHaveBeenCalledWith(...historyRead({ Action: 1, Status: 0 }));
    expect(screen.getByText('-5.00').className).toBe('amount-neg');
  });

  it('a category button reloads with its Action', async () => {
    post.mockResolvedValue(reply(12));
    renderPage();
    await screen.findByText('Sel 0');
    post.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Fancy' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(...historyRead({ Action: 3 })));
    fireEvent.click(screen.getByRole('button', { name: 'Cricket' }));
    await waitFor(() => expect(post).toHaveBeenLastCalledWith(...historyRead({ Action: 4 })));
    expect(screen.getByRole('button', { name: 'Cricket' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('the status select reads Open / settled and Search sends the chosen status', async () => {
    post.mockResolvedValue(reply(1));
    renderPage();
    await screen.findByText('Sel 0');
    const select = screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement;
    expect([...select.options].map((o) => `${o.text}=${o.value}`)).toEqual(['Open=0', 'settled=1']);
    post.mockClear();
    fireEvent.change(select, { target: { value: '1' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    });
    expect(post).toHaveBeenCalledWith(...historyRead({ Status: 1 }));
  });

  it('search filters the loaded rows', async () => {
    post.mockResolvedValue(reply(12));
    renderPage();
    await screen.findByText('Sel 0');
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'sel 11' } });
    expect(screen.getByText('Sel 11')).toBeTruthy();
    expect(screen.queryByText('Sel 0')).toBeNull();
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: '' } });
  });

  it('a failed call goes to the shared toast and shows the empty state', async () => {
    post.mockRejectedValue(
      Object.assign(new Error('boom'), {
        isAxiosError: true,
        response: {
          data: { status: 1, message: 'FromDate must be a date in the format MM/DD/YYYY' },
        },
      }),
    );
    renderPage();
    await screen.findByText('No records found for the selected dates.');
    expect(toast.error).toHaveBeenCalledWith(
      'FromDate must be a date in the format MM/DD/YYYY',
      expect.anything(),
    );
  });

  it('bad dates are not sent', async () => {
    post.mockResolvedValue(reply(0));
    renderPage();
    await screen.findByText('No records found for the selected dates.');
    post.mockClear();
    fireEvent.change(screen.getAllByPlaceholderText('mm/dd/yyyy')[0]!, {
      target: { value: '2025-01-01' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Enter dates as MM/DD/YYYY.');
    expect(post).not.toHaveBeenCalled();
  });
});

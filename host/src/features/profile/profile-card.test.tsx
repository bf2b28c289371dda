import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { apiClient, queryClient } from 'shared-auth';
import { ProfileCard } from './profile-card';

// The real callApi and the shared query cache over a stubbed transport.
const post = jest.spyOn(apiClient, 'post');
const reply = (data: unknown) => ({ data }) as Awaited<ReturnType<typeof apiClient.post>>;

const profile = {
  name: 'Demo Player',
  userName: 'demo',
  userType: 'Client',
  matchCommission: '2.00',
  sessionCommission: '3.00',
  casinoCommission: '2.00',
  minStake: '100.00',
  maxStake: '200000.00',
  balance: '100000.00',
  exposure: '10.50',
  available: '99989.50',
};

async function renderCard() {
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <ProfileCard />
      </QueryClientProvider>,
    );
  });
}

beforeEach(() => {
  post.mockReset();
  queryClient.clear();
});

test('shows the profile with percentages and Coins', async () => {
  post.mockResolvedValue(reply({ status: 0, message: '', data: profile }));
  await renderCard();
  expect(post).toHaveBeenCalledWith('/User/GetProfile', {}, expect.anything());
  expect(await screen.findByText('Demo Player')).toBeTruthy();
  expect(screen.getByText('3.00 %')).toBeTruthy();
  expect(screen.getByText('2,00,000.00 Coins')).toBeTruthy();
  expect(screen.getByText('99,989.50 Coins')).toBeTruthy();
});

test('a failure offers Retry, which loads the profile', async () => {
  post.mockRejectedValue(new Error('down'));
  await renderCard();
  expect((await screen.findByRole('alert')).textContent).toMatch(/could not be loaded/);
  post.mockResolvedValue(reply({ status: 0, message: '', data: profile }));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  });
  expect(await screen.findByText('Demo Player')).toBeTruthy();
});

test('a refusal shows the server sentence', async () => {
  post.mockResolvedValue(
    reply({ status: 1, message: 'The profile is not available.', data: null }),
  );
  await renderCard();
  expect((await screen.findByRole('alert')).textContent).toMatch('The profile is not available.');
});

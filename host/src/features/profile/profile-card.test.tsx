import { act, render, screen } from '@testing-library/react';
import { getProfile } from './api/get-profile';
import { ProfileCard } from './profile-card';

jest.mock('./api/get-profile', () => ({ getProfile: jest.fn() }));
const mocked = jest.mocked(getProfile);

test('shows the profile with percentages and Coins', async () => {
  mocked.mockResolvedValue({
    status: 0,
    message: '',
    data: {
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
    },
  });
  await act(async () => {
    render(<ProfileCard />);
  });
  expect(screen.getByText('Demo Player')).toBeTruthy();
  expect(screen.getByText('3.00 %')).toBeTruthy();
  expect(screen.getByText('200,000.00 Coins')).toBeTruthy();
  expect(screen.getByText('99,989.50 Coins')).toBeTruthy();
});

test('a failure offers Retry', async () => {
  mocked.mockRejectedValue(new Error('down'));
  await act(async () => {
    render(<ProfileCard />);
  });
  expect(screen.getByRole('alert').textContent).toMatch(/could not be loaded/);
  expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
});

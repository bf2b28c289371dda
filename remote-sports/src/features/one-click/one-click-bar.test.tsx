import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { StakeSettings } from 'shared-api-types';
import { DEFAULT_STAKE_SETTINGS, queryClient, useStakeSettings } from 'shared-auth';
import { saveOneClick } from './api/save-one-click';
import { OneClickBar } from './one-click-bar';

jest.mock('./api/save-one-click', () => ({ saveOneClick: jest.fn() }));
const send = saveOneClick as jest.Mock;

const switchOf = () => screen.getByRole<HTMLInputElement>('switch', { name: /one-click/i });

beforeEach(() => {
  send.mockReset();
  useStakeSettings.setState({ settings: DEFAULT_STAKE_SETTINGS, loaded: true });
  render(
    <QueryClientProvider client={queryClient}>
      <OneClickBar />
    </QueryClientProvider>,
  );
});

it('shows the asked state from the tap itself while it is saved, then the saved one', async () => {
  let answer: (s: StakeSettings) => void = () => undefined;
  send.mockReturnValue(new Promise<StakeSettings>((resolve) => (answer = resolve)));
  expect(switchOf().checked).toBe(false);
  act(() => void fireEvent.click(switchOf()));
  // no flick back to off before the mutation's state arrives (a tap that seems not to take)
  expect(switchOf().checked).toBe(true);
  await waitFor(() => expect(send.mock.calls[0]?.[0]).toEqual({ Enabled: true, Stake: '100' }));
  expect(switchOf().checked).toBe(true);
  act(() => answer({ ...DEFAULT_STAKE_SETTINGS, oneClick: true }));
  await waitFor(() => expect(switchOf().disabled).toBe(false));
  expect(switchOf().checked).toBe(true);
});

it('goes back to the saved state when the save fails', async () => {
  send.mockRejectedValue(new Error('network'));
  act(() => void fireEvent.click(switchOf()));
  expect((await screen.findByRole('alert')).textContent).not.toBe('');
  expect(switchOf().checked).toBe(false);
});

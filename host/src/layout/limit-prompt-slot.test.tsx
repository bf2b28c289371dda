import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { queryClient } from 'shared-auth';
import { useWelcomeStore } from '../features/login/welcome-store';
import { useSaferStatus } from '../lib/safer-status';
import { LimitPromptSlot } from './limit-prompt-slot';

test('the loss limit question shows once the welcome modal is closed', async () => {
  useWelcomeStore.getState().show();
  useSaferStatus.getState().setLimitPrompt('first');
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <LimitPromptSlot />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  // Its code is in; it waits for the welcome modal.
  await act(async () => {
    await import('../features/safer-gambling/limit-prompt-modal');
  });
  expect(screen.queryByRole('dialog', { name: 'Set a loss limit' })).toBeNull();
  act(() => useWelcomeStore.getState().close());
  expect(await screen.findByRole('dialog', { name: 'Set a loss limit' })).toBeTruthy();
});

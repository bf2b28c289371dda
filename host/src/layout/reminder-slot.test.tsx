import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { queryClient } from 'shared-auth';
import { useSaferStatus } from '../lib/safer-status';
import { ReminderSlot } from './reminder-slot';
import { dueReminder } from '../../test/safer-api';

const loaded = jest.fn();
jest.mock('../features/safer-gambling/reality-check-modal', () => {
  loaded();
  return jest.requireActual('../features/safer-gambling/reality-check-modal');
});

const due = dueReminder;

test("the reminder's code is loaded only once one is due, then the reminder shows", async () => {
  useSaferStatus.getState().set({ closeLimits: [], realityCheck: { ...due, due: false } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ReminderSlot />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await act(async () => undefined);
  expect(loaded).not.toHaveBeenCalled();
  expect(screen.queryByRole('alertdialog')).toBeNull();
  await act(async () => {
    useSaferStatus.getState().set({ closeLimits: [], realityCheck: due });
  });
  expect(await screen.findByRole('alertdialog', { name: 'Session reminder' })).toBeTruthy();
  expect(loaded).toHaveBeenCalledTimes(1);
});

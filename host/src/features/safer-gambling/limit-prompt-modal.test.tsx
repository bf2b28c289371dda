import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { SaferLimitPrompt } from 'shared-api-types';
import { queryClient } from 'shared-auth';
import { logInDemo } from 'shared-auth/test/session';
import { useSaferStatus } from '../../lib/safer-status';
import { LimitPromptModal } from './limit-prompt-modal';
import { callsTo, dueReminder, helpReply, post, reply, sent, tap } from '../../../test/safer-api';

const answered = reply({ status: 0, message: 'Done', data: { limitPrompt: null } });

function renderModal(prompt: SaferLimitPrompt) {
  useSaferStatus.getState().setLimitPrompt(prompt);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/matches']}>
        <LimitPromptModal />
        <Routes>
          <Route path="/safer-gambling" element={<p>safer page</p>} />
          <Route path="*" element={null} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  post.mockReset();
  queryClient.clear();
  logInDemo();
  useSaferStatus.getState().clear();
  post.mockImplementation((path) =>
    Promise.resolve(path === '/SaferGambling/GetHelp' ? helpReply : answered),
  );
});

test('at the first login setting a limit is the default: an amount the player types, no presets', async () => {
  renderModal('first');
  const dialog = screen.getByRole('dialog', { name: 'Set a loss limit' });
  expect(dialog).toBeTruthy();
  expect(screen.getByRole('radio', { name: 'Set a loss limit (recommended)' })).toHaveProperty(
    'checked',
    true,
  );
  const amount = screen.getByRole('textbox', { name: 'Amount in Coins' });
  expect((amount as HTMLInputElement).value).toBe('');
  // No preset amounts: the only choices are the period and the opt-out.
  expect(screen.getAllByRole('radio')).toHaveLength(2);
  fireEvent.click(screen.getByRole('button', { name: 'Set my limit' }));
  expect(screen.getByRole('alert').textContent).toBe('Enter a whole number of Coins above 0.');
  expect(callsTo('/SaferGambling/AnswerLimitPrompt')).toHaveLength(0);
  fireEvent.change(screen.getByRole('combobox', { name: 'Limit' }), {
    target: { value: 'weekly' },
  });
  fireEvent.change(amount, { target: { value: '2500' } });
  await tap('Set my limit');
  expect(post).toHaveBeenCalledWith(
    ...sent('/SaferGambling/AnswerLimitPrompt', { Answer: 'Set', Kind: 'weekly', Amount: '2500' }),
  );
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Get help' })).toBeNull();
});

test('going on without a limit is an active step: choose it, then confirm it', async () => {
  renderModal('first');
  expect(screen.queryByRole('button', { name: 'Continue without a limit' })).toBeNull();
  fireEvent.click(screen.getByRole('radio', { name: 'I do not want a loss limit for now' }));
  expect(screen.queryByRole('textbox', { name: 'Amount in Coins' })).toBeNull();
  expect(callsTo('/SaferGambling/AnswerLimitPrompt')).toHaveLength(0);
  await tap('Continue without a limit');
  expect(post).toHaveBeenCalledWith(
    ...sent('/SaferGambling/AnswerLimitPrompt', { Answer: 'OptOut' }),
  );
});

test('the 6-month review opens the limits and activity, with help', async () => {
  renderModal('review');
  expect(screen.getByRole('dialog', { name: 'Review your limits and activity' })).toBeTruthy();
  expect(await screen.findByRole('heading', { name: 'Get help' })).toBeTruthy();
  await tap('Open my limits and activity');
  expect(post).toHaveBeenCalledWith(
    ...sent('/SaferGambling/AnswerLimitPrompt', { Answer: 'Reviewed' }),
  );
  expect(screen.getByText('safer page')).toBeTruthy();
});

test('waits while a session reminder is due', () => {
  useSaferStatus.getState().set({
    closeLimits: [],
    realityCheck: dueReminder,
    limitPrompt: 'first',
  });
  renderModal('first');
  expect(screen.queryByRole('dialog')).toBeNull();
});

import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { queryClient } from 'shared-auth';
import { logInDemo } from 'shared-auth/test/session';
import { useSaferStatus } from '../../lib/safer-status';
import { RealityCheckModal } from './reality-check-modal';
import { dueReminder, helpReply, post, reply, sent, tap } from '../../../test/safer-api';

const due = dueReminder;
const answered = { ...due, due: false, dueAt: '2026-02-12T14:02:05.000Z' };

function renderModal() {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/matches']}>
        <RealityCheckModal />
        <Routes>
          <Route path="/statement" element={<p>statement page</p>} />
          <Route path="*" element={null} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  post.mockReset();
  useSaferStatus.getState().clear();
});

test('nothing shows while no reminder is due', () => {
  useSaferStatus.getState().set({ closeLimits: [], realityCheck: { ...due, due: false } });
  renderModal();
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

test('shows the session length and net result; Continue answers and closes it', async () => {
  useSaferStatus.getState().set({ closeLimits: [], realityCheck: due });
  renderModal();
  const dialog = screen.getByRole('alertdialog', { name: 'Session reminder' });
  expect(dialog.textContent).toContain('You have been logged in for 1 h 2 min.');
  expect(dialog.textContent).toContain('Your result since you logged in: -1,250.00 Coins.');
  post.mockResolvedValue(
    reply({ status: 0, message: 'Session reminder answered', data: answered }),
  );
  await tap('Continue');
  expect(post).toHaveBeenCalledWith(
    ...sent('/SaferGambling/AnswerRealityCheck', { Answer: 'Continue' }),
  );
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

test('"See my statement" answers Continue and opens /statement', async () => {
  useSaferStatus.getState().set({ closeLimits: [], realityCheck: due });
  renderModal();
  post.mockResolvedValue(reply({ status: 0, message: '', data: answered }));
  await tap('See my statement');
  expect(post).toHaveBeenCalledWith(
    ...sent('/SaferGambling/AnswerRealityCheck', { Answer: 'Continue' }),
  );
  expect(screen.getByText('statement page')).toBeTruthy();
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

test('answered meanwhile in another tab: the refusal reads the status again, which closes it', async () => {
  logInDemo();
  useSaferStatus.getState().set({ closeLimits: [], realityCheck: due });
  renderModal();
  post.mockImplementation(async (path) =>
    path === '/SaferGambling/GetStatus'
      ? reply({ status: 0, message: '', data: { closeLimits: [], realityCheck: answered } })
      : reply({ status: 1, message: 'No session reminder is waiting for an answer', data: null }),
  );
  await tap('Continue');
  expect(post).toHaveBeenCalledWith(...sent('/SaferGambling/GetStatus', {}));
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

test('the reminder names whom to turn to (GetHelp)', async () => {
  queryClient.clear();
  post.mockImplementation((path) =>
    path === '/SaferGambling/GetHelp' ? Promise.resolve(helpReply) : new Promise(() => undefined),
  );
  useSaferStatus.getState().set({ closeLimits: [], realityCheck: due });
  renderModal();
  const dialog = screen.getByRole('alertdialog');
  expect(await within(dialog).findByRole('heading', { name: 'Get help' })).toBeTruthy();
  expect(within(dialog).getByRole('listitem', { name: 'Helpline One' }).textContent).toContain(
    'Call +91 9152987821',
  );
});

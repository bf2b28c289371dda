import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { queryClient, setNavigator, useSessionStore } from 'shared-auth';
import { logInDemo } from 'shared-auth/test/session';
import { SelfExclusionForm, TimeOutForm } from './break-form';
import { callsTo, helpReply, post, reply, sent, tap } from '../../../test/safer-api';

const navigate = jest.fn();

function renderForm(form: React.ReactElement) {
  render(<QueryClientProvider client={queryClient}>{form}</QueryClientProvider>);
}

beforeEach(() => {
  post.mockReset();
  queryClient.clear();
  post.mockImplementation((path) =>
    path === '/SaferGambling/GetHelp' ? Promise.resolve(helpReply) : new Promise(() => undefined),
  );
  navigate.mockReset();
  setNavigator(navigate);
  logInDemo();
});

test('a time-out asks for confirmation, then ends the session here and goes to login', async () => {
  renderForm(<TimeOutForm />);
  fireEvent.click(screen.getByLabelText('7 days'));
  fireEvent.click(screen.getByRole('button', { name: 'Take a time-out' }));
  expect(callsTo('/SaferGambling/TakeBreak')).toHaveLength(0);
  expect(screen.getByText('Take a time-out of 7 days? You will be logged out now.')).toBeTruthy();
  // The confirmation names whom to turn to.
  const confirm = screen.getByRole('group', { name: /Take a time-out of 7 days/ });
  expect(await within(confirm).findByRole('heading', { name: 'Get help' })).toBeTruthy();
  expect(within(confirm).getByRole('link', { name: 'Helpline One' })).toBeTruthy();
  const done = reply({
    status: 0,
    message: 'Your time-out ends on 19 Feb 2026 18:30 IST. You have been logged out.',
    data: { kind: 'TimeOut', endsAt: '2026-02-19T13:00:00.000Z', timeZone: 'Asia/Kolkata' },
  });
  post.mockImplementation((path) =>
    Promise.resolve(path === '/SaferGambling/GetHelp' ? helpReply : done),
  );
  await tap('Yes, confirm');
  expect(post).toHaveBeenCalledWith(
    ...sent('/SaferGambling/TakeBreak', { Kind: 'TimeOut', Period: '7d' }),
  );
  expect(useSessionStore.getState().token).toBeNull();
  expect(navigate).toHaveBeenCalledWith('/');
});

test('"No, go back" sends nothing', () => {
  renderForm(<TimeOutForm />);
  fireEvent.click(screen.getByRole('button', { name: 'Take a time-out' }));
  fireEvent.click(screen.getByRole('button', { name: 'No, go back' }));
  expect(screen.getByRole('button', { name: 'Take a time-out' })).toBeTruthy();
  expect(callsTo('/SaferGambling/TakeBreak')).toHaveLength(0);
});

test('a self-exclusion needs the password; a wrong one shows the refusal and keeps the session', async () => {
  renderForm(<SelfExclusionForm />);
  fireEvent.click(screen.getByRole('button', { name: 'Exclude myself' }));
  expect(screen.getByRole('alert').textContent).toBe('Enter your password to confirm.');
  expect(screen.getByLabelText('Your password').getAttribute('aria-invalid')).toBe('true');

  fireEvent.click(screen.getByLabelText('1 year'));
  fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'nope' } });
  fireEvent.click(screen.getByRole('button', { name: 'Exclude myself' }));
  post.mockResolvedValue(
    reply({ status: 1, message: 'Your password is not correct.', data: null }),
  );
  await tap('Yes, confirm');
  expect(post).toHaveBeenCalledWith(
    ...sent('/SaferGambling/TakeBreak', { Kind: 'SelfExclusion', Period: '1y', Password: 'nope' }),
  );
  expect(screen.getByRole('alert').textContent).toBe('Your password is not correct.');
  expect(useSessionStore.getState().token).toBe('tok');
  expect(navigate).not.toHaveBeenCalled();
});

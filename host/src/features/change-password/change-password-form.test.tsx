import { act, fireEvent, render, screen } from '@testing-library/react';
import { apiClient } from 'shared-auth';
import { ChangePasswordForm } from './change-password-form';

jest.mock('shared-auth', () => ({
  ...jest.requireActual('shared-auth'),
  notifySuccess: jest.fn(),
}));
// The real callApi over a stubbed transport: the form sees exactly what the exchange replies.
const mocked = jest.spyOn(apiClient, 'post');
const reply = (data: unknown) => ({ data }) as Awaited<ReturnType<typeof apiClient.post>>;

function fill(oldPassword: string, newPassword: string, confirm = newPassword) {
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: oldPassword } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: newPassword } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirm } });
}

async function send() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  });
}

beforeEach(() => mocked.mockReset());

test('shows the rules before anything is typed', () => {
  render(<ChangePasswordForm />);
  expect(screen.getByText('8 to 64 characters')).toBeTruthy();
  expect(screen.getByText('At least one letter and one digit')).toBeTruthy();
});

test('a weak password is refused in the browser, marked, and never sent', async () => {
  render(<ChangePasswordForm />);
  fill('demo1234', 'short1');
  await send();
  expect(mocked).not.toHaveBeenCalled();
  expect(screen.getByRole('alert').textContent).toBe(
    'The new password must be 8 to 64 characters long.',
  );
  expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
});

test('a mismatch marks the confirm field', async () => {
  render(<ChangePasswordForm />);
  fill('demo1234', 'abcd1234', 'abcd12345');
  await send();
  expect(mocked).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Confirm new password').getAttribute('aria-invalid')).toBe('true');
});

test('the server refusal is shown and the form kept', async () => {
  mocked.mockResolvedValue(
    reply({
      status: 1,
      code: 'PASSWORD_WRONG',
      message: 'Your current password is not correct.',
      data: null,
    }),
  );
  render(<ChangePasswordForm />);
  fill('wrong-old', 'abcd1234');
  await send();
  expect(mocked).toHaveBeenCalledWith(
    '/User/ChangePassword',
    { OldPassword: 'wrong-old', NewPassword: 'abcd1234', ConfirmPassword: 'abcd1234' },
    expect.objectContaining({ silent: true }),
  );
  expect(screen.getByRole('alert').textContent).toBe('Your current password is not correct.');
  expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
  expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('abcd1234');
});

test('success tells the player and clears the form', async () => {
  mocked.mockResolvedValue(
    reply({
      status: 0,
      message: 'Your password has been changed. Other devices have been logged out.',
      data: { otherSessionsEnded: 2 },
    }),
  );
  render(<ChangePasswordForm />);
  fill('demo1234', 'abcd1234');
  await send();
  expect(screen.getByRole('status').textContent).toMatch(/has been changed/);
  expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
});

test('a lost reply keeps the form as typed and says so in a sentence', async () => {
  mocked.mockRejectedValue(new Error('Network Error'));
  render(<ChangePasswordForm />);
  fill('demo1234', 'abcd1234');
  await send();
  expect(screen.getByRole('alert').textContent).toBe(
    'The password was not changed. Please try again.',
  );
  expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('demo1234');
});

test('the field marked follows the refusal code, not the words of the sentence', async () => {
  mocked.mockResolvedValue(
    reply({
      status: 1,
      code: 'PASSWORD_MISMATCH',
      message: 'Something about your current password',
      data: null,
    }),
  );
  render(<ChangePasswordForm />);
  fill('demo1234', 'abcd1234');
  await send();
  expect(screen.getByRole('alert').textContent).toBe(
    'The new password and its confirmation do not match.',
  );
  expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBeNull();
  expect(screen.getByLabelText('Confirm new password').getAttribute('aria-invalid')).toBe('true');
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { login, useSessionStore, type LoginReply } from 'shared-auth';
import { LoginPage } from './login-page';
import { prerenderedLoginDraft } from './prerendered-draft';
import { useWelcomeStore } from './welcome-store';

jest.mock('shared-auth', () => {
  const actual = jest.requireActual('shared-auth');
  return { ...actual, login: jest.fn() };
});

const mockedLogin = jest.mocked(login);

function fill(user: string, password: string) {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: user } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

/** The page sent `user` and `password` with Login, the server answering `reply`. */
async function loginWith(user: string, password: string, reply: Partial<LoginReply>) {
  const empty: LoginReply = {
    status: 0,
    message: '',
    name: '',
    token: '',
    userType: '',
    sessionId: '',
  };
  mockedLogin.mockResolvedValue({ ...empty, ...reply });
  render(<LoginPage />);
  fill(user, password);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  mockedLogin.mockReset();
  useWelcomeStore.getState().close();
});
afterEach(() => {
  jest.useRealTimers();
  useSessionStore.getState().clearSession();
});

test('shows the title, both fields, the Login button and the three footer links', () => {
  render(<LoginPage />);
  expect(screen.getByRole('heading', { name: 'Please Login To Continue' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  for (const name of ['Privacy Policy', 'Terms & Conditions', 'Rules & Regulations']) {
    expect(screen.getByRole('link', { name }).getAttribute('href')).toBe('/');
  }
});

test('both fields are required: nothing is sent and each empty field says what is missing', () => {
  render(<LoginPage />);
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(mockedLogin).not.toHaveBeenCalled();
  const user = screen.getByLabelText('Username');
  const password = screen.getByLabelText('Password');
  expect(user.getAttribute('aria-invalid')).toBe('true');
  expect(password.getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByRole('alert').textContent).toBe('Enter your username and password.');
  expect(user.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  // one missing: the sentence names that one
  fireEvent.change(user, { target: { value: 'demo' } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(screen.getByRole('alert').textContent).toBe('Enter your password.');
  expect(user.getAttribute('aria-invalid')).toBe('false');
  expect(user.getAttribute('aria-describedby')).toBeNull();
});

test('status 1: banner with the server message for 3 s and the form cleared', async () => {
  await loginWith('demo', 'wrong', { status: 1, message: 'Invalid username or password' });
  expect(mockedLogin).toHaveBeenCalledWith('demo', 'wrong');
  expect(screen.getByRole('alert').textContent).toBe('Invalid username or password');
  expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('');
  expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  act(() => jest.advanceTimersByTime(2900));
  expect(screen.queryByRole('alert')).not.toBeNull();
  act(() => jest.advanceTimersByTime(100));
  expect(screen.queryByRole('alert')).toBeNull();
});

test('status 0: keys saved, welcome modal opens, logged-in flag about 1 s later', async () => {
  await loginWith('demo', 'demo1234', {
    message: 'ok',
    name: 'Demo Player',
    token: 't0k',
    userType: 'Client',
    sessionId: 's1',
  });
  expect(localStorage.getItem('token')).toBe('t0k');
  expect(localStorage.getItem('sessionId')).toBe('s1');
  expect(useWelcomeStore.getState().open).toBe(true);
  expect(useSessionStore.getState().isLoggedIn).toBe(false);
  act(() => jest.advanceTimersByTime(1000));
  expect(useSessionStore.getState().isLoggedIn).toBe(true);
});

test('the button shows a spinner while the reply is awaited', async () => {
  let resolve: (v: Awaited<ReturnType<typeof login>>) => void = () => undefined;
  mockedLogin.mockReturnValue(new Promise((r) => (resolve = r)));
  render(<LoginPage />);
  fill('demo', 'demo1234');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  });
  expect(screen.getByRole('status', { name: 'Logging in' })).toBeTruthy();
  await act(async () =>
    resolve({ status: 1, message: 'no', name: '', token: '', userType: '', sessionId: '' }),
  );
  expect(screen.queryByRole('status', { name: 'Logging in' })).toBeNull();
});

test('the form drawn over the prerendered one keeps what was typed there, and its focus', () => {
  // login.html's form, as the build renders it, filled in before the code ran
  const prerendered = document.createElement('div');
  prerendered.innerHTML =
    '<form><input name="UserName"><input name="Password" type="password"></form>';
  document.body.append(prerendered);
  const field = (name: string) => prerendered.querySelector<HTMLInputElement>(`[name=${name}]`)!;
  field('UserName').value = 'demo';
  field('Password').value = 'demo1234';
  field('Password').focus();
  const takeDraft = prerenderedLoginDraft(prerendered);
  render(<LoginPage takeDraft={takeDraft} />);
  prerendered.remove(); // React's form has replaced it
  expect(screen.getByLabelText('Username')).toHaveProperty('value', 'demo');
  expect(screen.getByLabelText('Password')).toHaveProperty('value', 'demo1234');
  expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  // given once: a later login form (after a logout) starts empty
  expect(takeDraft()).toBeNull();
});

test('switching the language keeps what was typed', async () => {
  jest.useRealTimers();
  render(<LoginPage />);
  fill('demo', 'demo1234');
  await act(async () => {
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'hi' } });
    await new Promise((r) => setTimeout(r, 50));
  });
  expect(screen.getByRole('button', { name: 'लॉगिन' })).toBeTruthy();
  expect(screen.getByLabelText('यूज़रनेम')).toHaveProperty('value', 'demo');
  expect(screen.getByLabelText('पासवर्ड')).toHaveProperty('value', 'demo1234');
  await act(async () => {
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'en' } });
    await new Promise((r) => setTimeout(r, 50));
  });
});

test('the tab says Login in the player language', async () => {
  jest.useRealTimers();
  render(<LoginPage />);
  expect(document.title).toBe('Login | Cricket Exchange');
  await act(async () => {
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'hi' } });
    await new Promise((r) => setTimeout(r, 50));
  });
  expect(document.title).toBe('लॉगिन | क्रिकेट एक्सचेंज');
  await act(async () => {
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'en' } });
    await new Promise((r) => setTimeout(r, 50));
  });
});

test('a login refused for a break shows the help organisations until the next try', async () => {
  const help = [
    {
      name: { en: 'Helpline One' },
      phone: '+91 9152987821',
      url: 'https://one.example.org',
      hours: { en: 'Every day' },
      languages: ['en', 'hi'],
    },
  ];
  await loginWith('demo', 'demo1234', {
    status: 1,
    message: 'Your time-out ends on 12/02/2026 15:30 (Asia/Kolkata)',
    code: 'LOGIN_ON_BREAK',
    help,
  });
  expect(await screen.findByRole('heading', { name: 'Get help' })).toBeTruthy();
  const item = screen.getByRole('listitem', { name: 'Helpline One' });
  expect(item.textContent).toContain('Call +91 9152987821');
  expect(item.textContent).toContain('Languages: English, Hindi');
  expect(screen.getByRole('link', { name: 'Helpline One' }).getAttribute('href')).toBe(
    'https://one.example.org',
  );
  // Still there after the banner has gone; a wrong password's refusal carries none.
  await act(async () => jest.advanceTimersByTime(5000));
  expect(screen.getByRole('heading', { name: 'Get help' })).toBeTruthy();
  mockedLogin.mockResolvedValue({
    status: 1,
    message: 'Invalid username or password',
    code: 'LOGIN_INVALID',
    name: '',
    token: '',
    userType: '',
    sessionId: '',
  });
  fill('demo', 'wrong');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  });
  expect(screen.queryByRole('heading', { name: 'Get help' })).toBeNull();
});

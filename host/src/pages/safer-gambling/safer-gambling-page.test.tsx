import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { apiClient, queryClient } from 'shared-auth';
import SaferGamblingPage from './safer-gambling-page';

const post = jest.spyOn(apiClient, 'post');
const reply = (data: unknown) =>
  ({ data: { status: 0, message: '', data } }) as Awaited<ReturnType<typeof apiClient.post>>;

const limits = {
  timeZone: 'Asia/Kolkata',
  realityCheckMinutes: 60,
  limits: [{ kind: 'daily', amount: null, pending: null }],
  timeLimit: { minutes: null, pending: null },
  productBreaks: [],
};
const helpline = {
  name: { en: 'Helpline One' },
  phone: '+91 9152987821',
  url: 'https://one.example.org',
  hours: { en: 'Every day' },
  languages: ['en'],
};
const activity = {
  timeZone: 'Asia/Kolkata',
  netResult: { today: '0.00', week: '0.00', month: '0.00' },
  openRisk: '0.00',
  loggedIn: [],
  limits: [],
  history: [],
  days: [],
  events: [],
};

test('one spinner until the three reads are in, then the whole page at once (no layout shift)', async () => {
  queryClient.clear();
  let answerActivity: (value: unknown) => void = () => undefined;
  post.mockImplementation(((path: string) =>
    path === '/SaferGambling/GetActivity'
      ? new Promise((resolve) => (answerActivity = resolve))
      : Promise.resolve(
          reply(path === '/SaferGambling/GetLimits' ? limits : { organisations: [helpline] }),
        )) as never);
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <SaferGamblingPage />
      </QueryClientProvider>,
    );
  });
  expect(screen.getByRole('heading', { name: 'Safer gambling' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Your limits' })).toBeNull();
  expect(screen.queryByRole('form', { name: 'Take a time-out' })).toBeNull();
  expect(screen.queryAllByRole('heading', { name: 'Get help' })).toHaveLength(0);
  await act(async () => answerActivity(reply(activity)));
  // TanStack Query tells React on its own timer, which act does not always outwait under load
  expect(await screen.findByRole('heading', { name: 'Your limits' })).toBeTruthy();
  expect(screen.getByRole('listitem', { name: 'Daily loss limit' })).toBeTruthy();
  expect(screen.getByRole('listitem', { name: 'Daily time limit' })).toBeTruthy();
  expect(screen.getByRole('form', { name: 'Take a time-out' })).toBeTruthy();
  expect(screen.getByRole('form', { name: 'Self-exclusion' })).toBeTruthy();
  expect(screen.getAllByRole('heading', { name: 'Get help' }).length).toBeGreaterThan(0);
});

import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { apiClient, queryClient } from 'shared-auth';
import { ReminderChoice } from './reminder-choice';

const post = jest.spyOn(apiClient, 'post');
const reply = (body: unknown) => ({ data: body }) as Awaited<ReturnType<typeof apiClient.post>>;

beforeEach(() => {
  post.mockReset();
  queryClient.clear();
});

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });

test('the choice shows at once and is sent; a failure puts back what the server has', async () => {
  render(
    <QueryClientProvider client={queryClient}>
      <ReminderChoice minutes={60} />
    </QueryClientProvider>,
  );
  expect(radio('Every 60 minutes').checked).toBe(true);
  let answer: (value: unknown) => void = () => undefined;
  post.mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
  await act(async () => {
    fireEvent.click(radio('Off'));
  });
  // still waiting for the server
  expect(radio('Off').checked).toBe(true);
  expect(post).toHaveBeenCalledWith(
    '/SaferGambling/SetRealityCheck',
    { IntervalMinutes: 0 },
    expect.anything(),
  );
  await act(async () => answer(reply({ status: 1, message: 'Not now', data: null })));
  expect(radio('Every 60 minutes').checked).toBe(true);
  expect(screen.getByRole('alert').textContent).toBe('Not now');
});

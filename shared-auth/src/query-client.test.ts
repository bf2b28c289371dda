import { onlineManager } from '@tanstack/react-query';
import { loadQueryClient, queryClient } from './query-client';

beforeAll(() => loadQueryClient());

afterEach(() => onlineManager.setOnline(true));

test('an offline browser still sends the call, so callApi can tell the player it failed', async () => {
  onlineManager.setOnline(false);
  const queryFn = jest.fn(async () => {
    throw new Error('The exchange could not be reached.');
  });
  const paused = new Promise((resolve) => setTimeout(() => resolve('paused'), 500));
  const outcome = await Promise.race([
    queryClient.fetchQuery({ queryKey: ['offline-check'], queryFn }).catch((e: Error) => e.message),
    paused,
  ]);
  expect(outcome).toBe('The exchange could not be reached.');
  expect(queryFn).toHaveBeenCalledTimes(1);
});

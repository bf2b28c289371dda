import { act, fireEvent, screen } from '@testing-library/react';
import { apiClient } from 'shared-auth';

// For the tests: the real callApi and query cache over a stubbed transport.
export const post = jest.spyOn(apiClient, 'post');
export const reply = (body: unknown) =>
  ({ data: body }) as Awaited<ReturnType<typeof apiClient.post>>;

/** Taps a button and lets what it sends settle. */
export const tap = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

/** `post`'s arguments for a call of `path` with `body` (callApi's options not checked). */
export const sent = (path: string, body: object) => [path, body, expect.anything()] as const;

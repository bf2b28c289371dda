import { act, fireEvent, screen } from '@testing-library/react';
import type { RealityCheckData } from 'shared-api-types';
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

/** A session reminder due now: 1 h 2 min logged in, 1,250.00 Coins down. */
export const dueReminder: RealityCheckData = {
  intervalMinutes: 60,
  sessionStartedAt: '2026-02-12T12:00:00.000Z',
  sessionSeconds: 3725,
  netResult: '-1250.00',
  dueAt: '2026-02-12T13:00:00.000Z',
  due: true,
};

/** GetHelp's reply: one help organisation. */
export const helpReply = reply({
  status: 0,
  message: '',
  data: {
    organisations: [
      {
        name: { en: 'Helpline One' },
        phone: '+91 9152987821',
        url: 'https://one.example.org',
        hours: { en: 'Every day' },
        languages: ['en'],
      },
    ],
  },
});

/** What was sent to `path` (GetHelp's read aside). */
export const callsTo = (path: string) => post.mock.calls.filter(([p]) => p === path);

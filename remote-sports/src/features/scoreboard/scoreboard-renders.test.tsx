import { act, render } from '@testing-library/react';
import { Profiler } from 'react';
import { useLiveOrPoll, type LiveOrPollOptions } from 'shared-auth';
import type { MatchScore } from './api/get-score';
import { Scoreboard } from './scoreboard';
import { matchScore as score } from '../../../test/match-score';

jest.mock('shared-auth', () => ({
  ...jest.requireActual('shared-auth'),
  useLiveOrPoll: jest.fn(() => ({ live: true, refetch: () => undefined })),
}));
const follow = useLiveOrPoll as jest.Mock;

// The page's start: the snapshot's score, then the stream's first message carries the same one.
test("the stream repeating the snapshot's score draws the scoreboard no second time", () => {
  let draws = 0;
  render(
    <Profiler id="score" onRender={() => (draws += 1)}>
      <Scoreboard matchId="1001" eventId="e1" />
    </Profiler>,
  );
  const opts = (): LiveOrPollOptions<MatchScore> => follow.mock.calls.at(-1)![0];
  act(() => opts().onSnapshot(score(['1'])));
  draws = 0;
  act(() => opts().onParts({ score: score(['1']) }, ['score']));
  expect(draws).toBe(0);
  act(() => opts().onParts({ score: score(['1', '4']) }, ['score']));
  expect(draws).toBe(1);
});

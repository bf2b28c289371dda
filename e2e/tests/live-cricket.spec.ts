import { expect, test, type APIRequestContext } from '@playwright/test';
import { frozenUpcomingMatch, sportsControl } from '../support/frozen-match';
import { DEMO, loginViaUi } from '../support/session';
import { e2eStack } from '../support/stack';

// A match seen from the toss to the result on a fast clock: the feed is frozen and the test bowls
// the balls itself (/__test/Sports/Bowl), watching the scoreboard; a fancy bet settles on the score
// the scoreboard showed, and the completed bets page shows it.

interface Score {
  teams: [string, string];
  battingTeam: string | null;
  innings: { team: string; runs: number; wickets: number; overs: string; closed: boolean }[];
  lastBalls: string[];
  result: string | null;
  status: string;
}
interface FancyEvent {
  SelectionId: string;
  RunnerName: string;
  BackPrice1: number;
}

const api = e2eStack.apiUrl;
const control = sportsControl;
const bowl = async (request: APIRequestContext, matchId: string, balls = 1): Promise<Score> =>
  (await control(request, 'Bowl', { MatchId: matchId, Balls: balls })).data;

test.describe.configure({ mode: 'serial' });

test('a match from the toss to the result: scoreboard, a fancy bet settled on the score shown', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { match, token } = await frozenUpcomingMatch(request);

  // Before the toss: the row shows the start, the scoreboard the toss to come.
  await loginViaUi(page, DEMO, '/matches');
  const row = page.getByTestId(`match-${match.matchID}`);
  await expect(row.getByTestId(`score-${match.matchID}`)).toContainText('Starts');
  await row.getByRole('link', { name: /Open/ }).click();
  const board = page.getByTestId('scoreboard');
  await expect(board.getByTestId('score-status')).toHaveText('Toss to come');
  // where the scoreboard and the markets sit in the page (scrolling aside)
  const place = () =>
    Promise.all(
      [board, page.getByTestId('market-odds')].map((l) =>
        l.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return [r.top + window.scrollY, r.height];
        }),
      ),
    );
  const before = await place();

  // The toss.
  const tossed = await bowl(request, match.matchID, 0);
  await expect(board.getByTestId('score-status')).toContainText('won the toss and chose to');
  const batting = tossed.battingTeam!;
  const battingIndex = tossed.teams.indexOf(batting);

  // A fancy "N Over Runs" session of the side batting first: YES for 100 at its line.
  const fancy = await request.get(
    `http://127.0.0.1:${4001 + e2eStack.offset}/MatchOdds/GetOddslite/4/${match.eventId}/${match.marketId}`,
  );
  const events = (await fancy.json()).market[0].events as FancyEvent[];
  const session = events.find((e) => new RegExp(`^\\d+ Over Runs ${batting}$`).test(e.RunnerName));
  if (!session) throw new Error(`no over session for ${batting}`);
  const overs = Number(session.RunnerName.split(' ')[0]);
  await control(request, 'SetMarketStatus', {
    MatchId: match.matchID,
    MarketType: 'session',
    Status: 'OPEN',
  });
  await page.getByTestId(`session-${session.SelectionId}-yes`).click();
  const slip = page.getByRole('dialog', { name: 'Bet slip' });
  await slip.getByLabel('Stake').fill('100');
  await slip.getByRole('button', { name: 'Place Bet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bet placed' })).toBeVisible();
  const line = session.BackPrice1;

  // Ball by ball until the end of over N: the scoreboard shows the score and the last balls.
  let score = tossed;
  for (let n = 0; n < 400; n += 1) {
    score = await bowl(request, match.matchID);
    const inn = score.innings.find((s) => s.team === batting)!;
    if (inn.overs === `${overs}.0` || inn.closed) break;
  }
  const inn = score.innings.find((s) => s.team === batting)!;
  const shown = `${inn.runs}${inn.wickets < 10 ? `/${inn.wickets}` : ''}`;
  await expect(board.getByTestId(`score-team-${battingIndex}`)).toContainText(shown);
  const chips = board.getByTestId('score-balls').locator('li');
  await expect(chips).toHaveCount(12);
  await expect(chips.last()).toHaveText(score.lastBalls.at(-1)!);
  // no layout shift: the scoreboard and the markets under it have not moved
  expect(await place()).toEqual(before);

  // The result: the rest of the match is played out.
  await control(request, 'SettleMatch', { MatchId: match.matchID });
  const final = (
    await (
      await request.post(`${api}/Sports/GetScore`, {
        data: { MatchId: match.matchID },
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()
  ).data as Score;
  expect(final.result).toMatch(/won by|tied|drawn/);
  await expect(board.getByTestId('score-status')).toHaveText(final.result!);
  await expect(
    page.getByText('This match has finished and every market is settled.'),
  ).toBeVisible();

  // The completed bets page shows the value the scoreboard showed at the end of over N.
  await page.getByRole('link', { name: 'Completed fancy bets' }).click();
  const table = page.getByRole('table', { name: 'completed fancy bets' });
  const betRow = table.getByRole('row').filter({ hasText: session.RunnerName });
  await expect(betRow).toContainText(String(inn.runs));
  await expect(betRow).toContainText(inn.runs >= line ? '100.00' : '-100.00');
  await control(request, 'Control', { Frozen: false, BetDelayMs: 2000 });
});

import type { MatchScore } from 'shared-api-types';
import { migrate } from '../../../src/db/migrate';
import { seed } from '../../../src/db/seed';
import { openTestDb } from '../../support/test-db';
import { login } from '../../support/test-app';
import { ballRng, nextBall } from '../../../src/modules/sports/feed/engine/bowl';
import { matchStateJson } from '../../../src/modules/sports/feed/sim-state';
import { KEEP_FINISHED_TICKS } from '../../../src/modules/sports/feed/simulator';
import { buildSportsApp, fancyBet, inPlayMatch, sportsFixture } from '../../support/sports-helpers';

const fx = sportsFixture();

const control = (url: string, payload: object) =>
  fx.t.app.inject({ method: 'POST', url: `/__test/Sports/${url}`, payload });

describe('live score', () => {
  it('GetScore and the dashboard show the score; a fancy bet settles on the score shown', async () => {
    await control('Control', { Frozen: true });
    const m = inPlayMatch(fx.t);
    const s = m.sessions.find((x) => x.def?.kind === 'overs' && x.status !== 'CLOSED')!;
    expect(s).toBeDefined();
    const def = s.def as { kind: 'overs'; team: 0 | 1; overs: number };
    const team = m.cricket.teams[def.team];
    s.status = 'OPEN';
    fx.t.sports.sim.touch(m);
    const line = s.yesLine;
    const placed = await fx.demo.post(
      '/Player/PlaceBet',
      fancyBet(m, 'yes', '100.00', m.sessions.indexOf(s)),
    );
    expect(placed.json()).toMatchObject({ status: 0 });

    const first = (await fx.demo.post('/Sports/GetScore', { MatchId: m.matchId })).json();
    expect(first.status).toBe(0);
    expect(first.data.scoreLine).toMatch(/^[A-Z]{2,3} \d+(\/\d)? \(\d+\.\d\)/);
    const dash = (await fx.demo.post('/DashBoard/GetDashboard', { SportId: 4 })).json();
    const item = dash.data.sportMathes[0].mathes.find(
      (x: { matchID: string }) => x.matchID === m.matchId,
    );
    expect(item).toMatchObject({ scoreLine: first.data.scoreLine, inPlay: true, tvurl: '' });
    // fields a client words in the player's language (the sentences stay for older clients)
    expect(first.data.tossInfo).toEqual({
      team: expect.any(String),
      bat: expect.any(Boolean),
    });
    expect(first.data.toss).toBe(
      `${first.data.tossInfo.team} won the toss and chose to ${first.data.tossInfo.bat ? 'bat' : 'bowl'}`,
    );
    expect(first.data.outcome).toBeNull();
    expect(item.scoreNow).toBe(first.data.scoreLine.split(' · ')[0]);
    expect(item.target).toBe(first.data.target);
    expect(item.outcome).toBeNull();

    // Ball by ball, as a player watching: the score shown when over N ends is the session's value.
    let shown: number | null = null;
    for (let n = 0; n < 1500 && !s.done; n += 1) {
      const score: MatchScore = (await control('Bowl', { MatchId: m.matchId, Balls: 1 })).json()
        .data;
      const inn = score.innings.find((x) => x.team === team);
      if (shown === null && inn && (inn.overs === `${def.overs}.0` || inn.closed)) shown = inn.runs;
    }
    expect(s.done).toBe(true);
    expect(shown).not.toBeNull();
    await fx.t.sports.drain();
    const done = (await fx.demo.post('/Player/GetCompletedSessionBets', { Id: m.matchId })).json();
    const bet = done.data.sessionBets[0];
    expect(bet.resultScore).toBe(String(shown));
    expect(bet.pl).toBe(shown! >= line ? '100.00' : '-100.00');
  });

  it('a finished match that left memory is scored from the stored ball record', async () => {
    const m = inPlayMatch(fx.t);
    expect((await control('SettleMatch', { MatchId: m.matchId })).json().status).toBe(0);
    const live = (await fx.demo.post('/Sports/GetScore', { MatchId: m.matchId })).json().data;
    expect(live.result).toBe(m.cricket.result!.text);
    expect(live.outcome).toEqual(m.cricket.result!.how);
    expect(live.outcome.kind).toMatch(/^(won|tied|tiedBoundary|drawn)$/);
    await control('Control', { Ticks: KEEP_FINISHED_TICKS });
    expect(fx.t.sports.sim.matches.has(m.matchId)).toBe(false);
    const stored = (await fx.demo.post('/Sports/GetScore', { MatchId: m.matchId })).json().data;
    expect(stored).toEqual({ ...live, state: 'completed' });
  });

  it('refuses an unknown match', async () => {
    const res = await fx.demo.post('/Sports/GetScore', { MatchId: '999999' });
    expect(res.json()).toMatchObject({ status: 1, data: null });
  });
});

describe('restart in the middle of an over', () => {
  it('resumes the same over from the ball record, even from a stale stored state', async () => {
    jest.setTimeout(120_000);
    const db = await openTestDb();
    await migrate(db);
    await seed(db);
    let run = await buildSportsApp(db);
    try {
      const m = [...run.sports.sim.matches.values()].find((x) => x.state === 'inplay')!;
      const stale = matchStateJson(m);
      // bowl until mid-over (1-5 legal balls into it)
      do run.sports.sim.bowlNow(m, 1);
      while (
        (m.cricket.innings.at(-1)!.legal % 6 === 0 || m.cricket.balls.length < 10) &&
        !m.cricket.result
      );
      const seq = m.cricket.balls.length;
      const expectedNext = nextBall(m.cricket, ballRng(m.seed, seq));
      const { token } = await login(run.app);
      const score = async () =>
        (
          await run.app.inject({
            method: 'POST',
            url: '/Sports/GetScore',
            payload: { MatchId: m.matchId },
            headers: { authorization: `Bearer ${token}` },
          })
        ).json().data as MatchScore;
      const before = await score();
      await run.app.close();
      // As if the process died before its last state save: the ball record alone brings it back.
      await db.query('UPDATE sports_matches SET sim_state = $2::jsonb WHERE match_id = $1', [
        m.matchId,
        stale,
      ]);
      run = await buildSportsApp(db);
      const again = run.sports.sim.matches.get(m.matchId)!;
      const after = (
        await run.app.inject({
          method: 'POST',
          url: '/Sports/GetScore',
          payload: { MatchId: m.matchId },
          headers: { authorization: `Bearer ${(await login(run.app)).token}` },
        })
      ).json().data as MatchScore;
      expect(after).toEqual(before);
      expect(again.cricket.balls).toEqual(m.cricket.balls);
      run.sports.sim.bowlNow(again, 1);
      expect(again.cricket.balls[seq]).toEqual(expectedNext);
      console.log(
        `restart mid-over: ${before.scoreLine} -> resumed at ${after.overs}, next ball ${expectedNext.o}.${expectedNext.b + 1}`,
      );
    } finally {
      await run.app.close();
      await db.close();
    }
  });
});

jest.setTimeout(60_000);
import {
  countOf,
  HOUR,
  saferFixture,
  sessionOf,
  type TestPlayer,
} from '../../support/safer-helpers';
import { login } from '../../support/test-app';

const t = saferFixture();
const DAY = 24 * HOUR;

let made = 0;
/** A player made as a real one is: meeting the first-login loss limit question. */
async function freshPlayer(): Promise<TestPlayer> {
  made += 1;
  const prefix = `lp${process.pid % 1000}x${made}p`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/__test/CreatePlayers',
    payload: { Count: 1, Balance: '1000', Prefix: prefix, AskLimit: true },
  });
  expect(res.json()).toMatchObject({ status: 0 });
  const userName = `${prefix}1`;
  const rows = await t.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [
    userName,
  ]);
  const session = await login(t.app, userName);
  return { id: rows[0]?.id ?? 0, userName, ...sessionOf(t.app, session.token, session.sessionId) };
}

const prompt = async (p: TestPlayer) =>
  (await p.post('/SaferGambling/GetStatus')).json<{ data: { limitPrompt: string | null } }>().data
    .limitPrompt;
const answer = async (p: TestPlayer, body: object) =>
  (await p.post('/SaferGambling/AnswerLimitPrompt', body)).json<{
    status: number;
    message: string;
    code?: string;
  }>();
const answers = (p: TestPlayer) =>
  countOf(t.db, 'SELECT count(*)::int AS n FROM safer_answers WHERE user_id = $1', p.id);

describe('the loss limit question', () => {
  it('asks at the first login; setting a limit answers it, and it comes back in 6 months to review', async () => {
    t.clock.set(new Date('2026-01-10T06:00:00Z'));
    const p = await freshPlayer();
    expect(await prompt(p)).toBe('first');
    // Free text: whatever whole amount the player types; a bad one is a 400 and answers nothing.
    const bad = await p.post('/SaferGambling/AnswerLimitPrompt', {
      Answer: 'Set',
      Kind: 'weekly',
      Amount: '12.5',
    });
    expect(bad.statusCode).toBe(400);
    const missing = await p.post('/SaferGambling/AnswerLimitPrompt', { Answer: 'Set' });
    expect(missing.statusCode).toBe(400);
    expect(await answers(p)).toBe(0);
    expect(await answer(p, { Answer: 'Set', Kind: 'weekly', Amount: '1234' })).toMatchObject({
      status: 0,
      message: 'Your weekly loss limit is now 1,234.00 Coins',
    });
    expect(await prompt(p)).toBeNull();
    expect(await answers(p)).toBe(1);
    expect(await answer(p, { Answer: 'OptOut' })).toEqual({
      status: 1,
      message: 'No loss limit question is waiting for an answer',
      code: 'SAFER_NO_LIMIT_PROMPT',
      data: null,
    });
    t.clock.advance(180 * DAY);
    expect(await prompt(p)).toBeNull();
    t.clock.set(new Date('2026-07-10T06:00:00Z'));
    expect(await prompt(p)).toBe('review');
    expect(await answer(p, { Answer: 'Reviewed' })).toMatchObject({
      status: 0,
      message: 'Thank you. We will ask again in 6 months.',
    });
    expect(await prompt(p)).toBeNull();
    expect(await answers(p)).toBe(2);
  });

  it('opting out is an answer of its own, and 6 months on the player is asked to reconsider', async () => {
    t.clock.set(new Date('2026-01-10T06:00:00Z'));
    const p = await freshPlayer();
    expect(await answer(p, { Answer: 'Reviewed' })).toMatchObject({
      code: 'SAFER_NO_LIMIT_PROMPT',
    });
    expect(await answer(p, { Answer: 'OptOut' })).toMatchObject({
      status: 0,
      message: 'You chose no loss limit for now. We will ask again in 6 months.',
    });
    expect(await prompt(p)).toBeNull();
    t.clock.set(new Date('2026-07-10T06:00:00Z'));
    expect(await prompt(p)).toBe('reconsider');
    expect(await answer(p, { Answer: 'Set', Kind: 'daily', Amount: 500 })).toMatchObject({
      status: 0,
    });
    const rows = await t.db.query<{ answer: string }>(
      `SELECT answer FROM safer_answers WHERE user_id = $1 AND topic = 'limit_prompt' ORDER BY id`,
      [p.id],
    );
    expect(rows.map((r) => r.answer)).toEqual(['OptOut', 'Set daily']);
  });
});

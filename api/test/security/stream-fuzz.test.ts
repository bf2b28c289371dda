import fc from 'fast-check';
import { MAX_BAD_MESSAGES } from '../../src/live/stream-connection';
import { authedStream, streamFixture } from '../support/stream-client';
import { NASTY_STRINGS } from './fuzz-values';

/** Messages a client could send: junk, and the real shapes with wrong or extra fields. */
const message = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.constantFrom(...NASTY_STRINGS),
  fc.json().map((j) => j),
  fc
    .record(
      {
        type: fc.constantFrom('auth', 'subscribe', 'unsubscribe', 'ping', '', 7),
        topic: fc.oneof(
          fc.constantFrom('dashboard', 'account', 'match:1', 'table:lucky7', 'table:x', ''),
          fc.string({ maxLength: 120 }),
          fc.anything(),
        ),
        since: fc.oneof(
          fc.record({ epoch: fc.string(), seq: fc.oneof(fc.integer(), fc.double()) }),
          fc.anything(),
        ),
        token: fc.anything(),
      },
      { requiredKeys: ['type'] },
    )
    .map((m) => JSON.stringify(m)),
);

const t = streamFixture({ sports: { matchCount: 2 } });
const authed = () => authedStream(t.url, t.token);

it('every malformed stream message gets an error sentence and the stream stays up', async () => {
  const batches = fc.sample(
    fc.array(message, { minLength: MAX_BAD_MESSAGES, maxLength: MAX_BAD_MESSAGES }),
    {
      numRuns: 12,
      seed: 20261123,
    },
  );
  let errors = 0;
  for (const batch of batches) {
    const s = await authed();
    for (const raw of batch) s.ws.send(raw);
    s.send({ type: 'subscribe', topic: 'table:lucky7' });
    await s.next((m) => m.type === 'snapshot' && m.topic === 'table:lucky7');
    for (const m of s.got) {
      if (m.type !== 'error') continue;
      errors += 1;
      expect(m.message.length).toBeGreaterThan(10);
    }
    s.ws.close();
  }
  expect(errors).toBeGreaterThan(batches.length * 5);
  // One more bad message than tolerated closes the connection with its own code.
  const s = await authed();
  for (let i = 0; i <= MAX_BAD_MESSAGES; i++) s.ws.send('{');
  expect(await s.closed).toMatchObject({ code: 4004 });
  // An oversized message is refused by the socket layer, and the server still answers.
  const big = await authed();
  big.ws.send('x'.repeat(10_000));
  expect(await big.closed).toMatchObject({ code: 1009 });
  expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
});

import fc from 'fast-check';
import { moveTicks } from 'shared-maths';
import { coded } from '../../../../src/http/reply';
import { emptyBook } from '../../../../src/modules/sports/exchange/book/book-types';
import {
  planBatch,
  type PlanOrder,
  type PlayerFunds,
} from '../../../../src/modules/sports/money-path/batch-plan';

const RUNNERS = ['A', 'B'];
const PLAYERS = [1, 2, 3, 4];

const order: fc.Arbitrary<PlanOrder> = fc.record({
  userId: fc.constantFrom(...PLAYERS),
  marketType: fc.constant('odds' as const),
  selectionId: fc.constantFrom(...RUNNERS),
  side: fc.constantFrom('back' as const, 'lay' as const),
  price: fc.integer({ min: 0, max: 8 }).map((n) => moveTicks(190, n)),
  size: fc.integer({ min: 1, max: 5_000 }),
  persistence: fc.constant('lapse' as const),
});

const fundsOf = (balances: readonly number[]): Map<number, PlayerFunds> =>
  new Map(PLAYERS.map((id, i) => [id, { balance: balances[i] ?? 0, otherExposure: 0, open: [] }]));

/** A plan's outcome per order, comparable between runs. */
/** An order's own rules refusing it (any refusal). */
const REFUSED = coded('Odds changed', 'ODDS_CHANGED');

const outcomes = (plan: ReturnType<typeof planBatch>) =>
  plan.orders.map((p) =>
    p.accepted ? { fills: p.result.fills, order: p.result.order, exposure: p.exposure } : p.refusal,
  );

describe('a batch planned in memory', () => {
  it('an order refused by its own rules changes nothing: the others plan as if it had not been sent', () => {
    fc.assert(
      fc.property(
        fc.array(order, { minLength: 1, maxLength: 30 }),
        fc.array(fc.integer({ min: 0, max: 20_000 }), { minLength: 4, maxLength: 4 }),
        fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
        (orders, balances, refuse) => {
          const funds = fundsOf(balances);
          const refused = (i: number) => (refuse[i] ? REFUSED : null);
          const batch = planBatch(emptyBook(), RUNNERS, orders, funds, (_o, i) => refused(i));
          const without = planBatch(
            emptyBook(),
            RUNNERS,
            orders.map((o, i) => (refuse[i] ? null : o)),
            funds,
            () => null,
          );
          const a = outcomes(batch);
          const b = outcomes(without);
          a.forEach((x, i) => {
            if (refuse[i]) expect(x).toBe(REFUSED);
            else expect(x).toEqual(b[i]);
          });
          expect(batch.book).toEqual(without.book);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('exposure covered: no accepted order leaves its player below 0 available, no size matched twice', () => {
    fc.assert(
      fc.property(
        fc.array(order, { minLength: 1, maxLength: 30 }),
        fc.array(fc.integer({ min: 0, max: 20_000 }), { minLength: 4, maxLength: 4 }),
        (orders, balances) => {
          const plan = planBatch(emptyBook(), RUNNERS, orders, fundsOf(balances), () => null);
          const matched = new Map<string, number>();
          for (const p of plan.orders) {
            if (!p.accepted) {
              expect(p.refusal).toMatchObject({
                message: 'Insufficient balance',
                code: 'INSUFFICIENT_BALANCE',
              });
              continue;
            }
            for (const f of p.result.fills) {
              matched.set(f.makerId, (matched.get(f.makerId) ?? 0) + f.size);
              matched.set(f.takerId, (matched.get(f.takerId) ?? 0) + f.size);
            }
          }
          orders.forEach((o, i) => {
            expect(matched.get(`batch:${i}`) ?? 0).toBeLessThanOrEqual(o.size);
          });
          for (const [id, exposure] of plan.exposures)
            expect(exposure).toBeLessThanOrEqual(balances[PLAYERS.indexOf(id)] ?? 0);
        },
      ),
      { numRuns: 200 },
    );
  });
});

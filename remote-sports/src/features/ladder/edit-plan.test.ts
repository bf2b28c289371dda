import { planEdit } from './edit-plan';

const two = [
  { betId: 'old', remaining: '300.00' },
  { betId: 'new', remaining: '200.00' },
];

describe('editing your orders at one price of the ladder', () => {
  it('moves every order to a new price, each keeping its stake', () => {
    expect(planEdit(two, '1.57', '1.60', 50000)).toEqual({
      ok: true,
      writes: [
        { kind: 'update', change: { BetId: 'old', Price: '1.60' } },
        { kind: 'update', change: { BetId: 'new', Price: '1.60' } },
      ],
    });
  });

  it('takes a smaller stake from the newest order first: the oldest keeps its place', () => {
    expect(planEdit(two, '1.57', '1.57', 42000)).toEqual({
      ok: true,
      writes: [{ kind: 'update', change: { BetId: 'new', Stake: '120.00' } }],
    });
    // past the newest's whole size: it is cancelled, the oldest made smaller
    expect(planEdit(two, '1.57', '1.57', 10001)).toEqual({
      ok: true,
      writes: [
        { kind: 'update', change: { BetId: 'old', Stake: '100.01' } },
        { kind: 'cancel', betId: 'new' },
      ],
    });
  });

  it('a new price and a smaller stake in one write per order', () => {
    expect(planEdit(two, '1.57', '1.55', 25000)).toEqual({
      ok: true,
      writes: [
        { kind: 'update', change: { BetId: 'old', Price: '1.55', Stake: '250.00' } },
        { kind: 'cancel', betId: 'new' },
      ],
    });
  });

  it('refuses a larger stake, a stake of 0 and no change', () => {
    expect(planEdit(two, '1.57', '1.57', 50001)).toEqual({ ok: false, fault: 'tooBig' });
    expect(planEdit(two, '1.57', '1.60', 0)).toEqual({ ok: false, fault: 'zero' });
    expect(planEdit(two, '1.57', '1.57', 50000)).toEqual({ ok: false, fault: 'noChange' });
  });
});

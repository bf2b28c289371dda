import { changedValue } from './changed-value';

describe('changedValue: the value a "Cash out value changed" refusal offers now', () => {
  it('reads the sentence, or the amount the exchange sent with a code', () => {
    const said = {
      ok: false as const,
      message: 'Cash out value changed: now -2.78 Coins',
      code: null,
    };
    expect(changedValue(said)).toBe(-278);
    expect(changedValue({ ...said, message: 'x', values: { amount: 1234 } })).toBe(1234);
    expect(changedValue({ ...said, message: 'x', values: { amount: '6.56' } })).toBe(656);
  });

  it('is null for any other refusal', () => {
    expect(changedValue({ ok: false, message: 'Market is suspended', code: null })).toBeNull();
  });
});

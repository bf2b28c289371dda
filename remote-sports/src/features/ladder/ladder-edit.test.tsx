import { act, fireEvent, render, waitFor } from '@testing-library/react';
import type { UnmatchedBet } from 'shared-api-types';
import { setLanguage } from 'shared-auth';
import { cancelBet, updateBet } from '../../lib/orders/api/orders';
import { LadderEdit } from './ladder-edit';

jest.mock('../../lib/orders/api/orders', () => ({ cancelBet: jest.fn(), updateBet: jest.fn() }));
const update = jest.mocked(updateBet);
const cancel = jest.mocked(cancelBet);

const order = (betId: string, remaining: string): UnmatchedBet => ({
  betId,
  marketType: 'odds',
  marketId: 'm1',
  selectionId: 's1',
  selectionName: 'India',
  side: 'lay',
  price: '1.57',
  size: remaining,
  matched: '0.00',
  remaining,
  persistence: 'lapse',
  placedAt: '2026-12-05T14:00:00.000Z',
});
const onClose = jest.fn();
const view = () =>
  render(
    <LadderEdit
      runnerName="India"
      side="lay"
      price="1.57"
      orders={[order('1', '300.00'), order('2', '200.00')]}
      onClose={onClose}
    />,
  );

beforeEach(() => {
  update.mockReset().mockResolvedValue({ ok: true });
  cancel.mockReset().mockResolvedValue({ ok: true });
  onClose.mockReset();
});
afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('the ladder order editor', () => {
  it('moves your orders a tick up through UpdateBet and says so', async () => {
    const v = view();
    expect(v.getByRole('dialog', { name: 'Change your lay on India at 1.57' })).toBeTruthy();
    fireEvent.click(v.getByRole('button', { name: 'Higher price' }));
    fireEvent.click(v.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onClose).toHaveBeenCalledWith('Changed: India at 1.58, 500.00 waiting'),
    );
    expect(update.mock.calls.map((c) => c[0])).toEqual([
      { BetId: '1', Price: '1.58' },
      { BetId: '2', Price: '1.58' },
    ]);
    expect(cancel).not.toHaveBeenCalled();
  });

  it('refuses a larger stake and no change before writing anything', async () => {
    const v = view();
    fireEvent.click(v.getByRole('button', { name: 'Save' }));
    expect((await v.findByRole('alert')).textContent).toBe('Change the price or lower the stake');
    fireEvent.change(v.getByTestId('ladder-edit-stake'), { target: { value: '600' } });
    fireEvent.click(v.getByRole('button', { name: 'Save' }));
    expect((await v.findByRole('alert')).textContent).toBe(
      'The stake can only get smaller: at most 500.00',
    );
    expect(update).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it.each([
    ['-10', 'A stake cannot be negative: type it without the minus sign'],
    ['1e5', 'Type the stake in digits, such as 250 or 250.50'],
    ['abc', 'Type the stake in digits, such as 250 or 250.50'],
    ['100.555', 'A stake has at most 2 digits after the point, such as 100.55'],
    ['0', 'A stake of 0 would end the order: press Cancel to cancel it'],
  ])('keeps %j as typed, says why in its own sentence and writes nothing', async (typed, why) => {
    const v = view();
    const box = v.getByTestId('ladder-edit-stake') as HTMLInputElement;
    fireEvent.change(box, { target: { value: typed } });
    fireEvent.click(v.getByRole('button', { name: 'Save' }));
    expect((await v.findByRole('alert')).textContent).toBe(why);
    expect(box.value).toBe(typed);
    expect(update).not.toHaveBeenCalled();
    expect(cancel).not.toHaveBeenCalled();
  });

  it("shows the API's refusal and stays open; in Hindi its own words", async () => {
    update.mockResolvedValue({ ok: false, message: 'Bet is no longer unmatched' });
    const v = view();
    fireEvent.change(v.getByTestId('ladder-edit-stake'), { target: { value: '100' } });
    fireEvent.click(v.getByRole('button', { name: 'Save' }));
    expect((await v.findByRole('alert')).textContent).toBe('Bet is no longer unmatched');
    // newest cut first: order 2 cancelled, order 1 down to 100.00
    expect(cancel).toHaveBeenCalledWith('2', expect.any(String));
    expect(update.mock.calls[0]?.[0]).toEqual({ BetId: '1', Stake: '100.00' });
    expect(onClose).not.toHaveBeenCalled();
    await act(() => setLanguage('hi'));
    fireEvent.change(v.getByTestId('ladder-edit-stake'), { target: { value: '600' } });
    fireEvent.click(v.getByRole('button', { name: 'सहेजें' }));
    await waitFor(() =>
      expect(v.getByRole('alert').textContent).toMatch(/^[^a-z]*500\.00[^a-z]*$/i),
    );
    expect(v.getByRole('alert').textContent).toMatch(/[\u0900-\u097F]/);
  });
});

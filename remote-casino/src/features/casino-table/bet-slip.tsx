import { useEffect, type FormEvent } from 'react';
import { balancePoller, formatCoins, notifySuccess, useStakeSettings } from 'shared-auth';
import { placeBet } from './api/table-api';
import { possibleWin, useSlipStore } from './slip-store';

interface Props {
  tableCode: string;
  roundId: string;
  open: boolean;
  onPlaced: () => void;
}

/** The casino bet slip: the pick, stake with quick stakes, possible win/loss, Place Bet. */
export function BetSlip({ tableCode, roundId, open, onPlaced }: Props) {
  const { pick, stake, placing, idempotencyKey, setStake, setPlacing, clear } = useSlipStore();
  const settings = useStakeSettings((s) => s.settings);
  const loaded = useStakeSettings((s) => s.loaded);
  const load = useStakeSettings((s) => s.load);
  useEffect(() => {
    if (!loaded) void load();
  }, [loaded, load]);
  useEffect(() => {
    if (!open) clear();
  }, [open, roundId, clear]);
  if (!pick)
    return (
      <p className="bet-slip bet-slip--empty">
        {open ? 'Choose a rate to bet.' : 'Betting is closed.'}
      </p>
    );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (placing) return;
    setPlacing(true);
    try {
      const placed = await placeBet(
        {
          TableCode: tableCode,
          RoundId: roundId,
          Market: pick.market,
          Selection: pick.selection,
          Rate: pick.rate,
          Stake: stake,
        },
        idempotencyKey,
      );
      notifySuccess(placed);
      clear();
      onPlaced();
    } catch {
      // callApi has told the player; a lost reply keeps the pick and its Idempotency-Key, so
      // pressing Place Bet again is safe.
      setPlacing(false);
    } finally {
      balancePoller.poke();
    }
  };

  return (
    <form className="bet-slip" onSubmit={(e) => void submit(e)} aria-label="bet slip">
      <p className="bet-slip__pick">
        {pick.market}: <strong>{pick.selection}</strong> @ {pick.rate}
      </p>
      <label>
        Stake
        <input
          inputMode="decimal"
          value={stake}
          onChange={(e) => setStake(e.target.value)}
          placeholder={`${settings.minStake} - ${settings.maxStake}`}
          aria-label="Stake"
        />
      </label>
      <div className="bet-slip__quick">
        {settings.quickStakes.map((q) => (
          <button key={q} type="button" className="secondary" onClick={() => setStake(q)}>
            {formatCoins(q)}
          </button>
        ))}
      </div>
      <p className="bet-slip__outcome">
        Win <span className="amount-pos">{possibleWin(stake, pick.rate)}</span> · Lose{' '}
        <span className="amount-neg">{Number(stake) > 0 ? Number(stake).toFixed(2) : '0.00'}</span>
      </p>
      <div className="bet-slip__actions">
        <button type="button" className="secondary" onClick={clear}>
          Cancel
        </button>
        <button type="submit" disabled={!open || placing || !(Number(stake) > 0)}>
          {placing ? 'Placing...' : 'Place Bet'}
        </button>
      </div>
    </form>
  );
}

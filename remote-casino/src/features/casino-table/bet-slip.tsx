import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import {
  balancePoller,
  effectiveMaxStake,
  formatCoins,
  newIdempotencyKey,
  notifySuccess,
  selectBalance,
  useSessionStore,
  useStakeLimit,
  useStakeSettings,
} from 'shared-auth';
import { formatCents, tryParseCents } from 'shared-maths/money';
import { aboveMax, readStake } from 'shared-maths/stake-input';
import { placeBet, type PlaceBetRequest } from './api/table-api';
import { possibleWin, useSlipStore } from './slip-store';
import { useTexts } from '../../i18n/texts';

interface Props {
  tableCode: string;
  roundId: string;
  open: boolean;
  onPlaced: () => void;
}

/** The casino bet slip: the pick, stake with quick stakes, possible win/loss, Place Bet. */
export function BetSlip({ tableCode, roundId, open, onPlaced }: Props) {
  const t = useTexts();
  const pick = useSlipStore((s) => s.pick);
  const clearPick = useSlipStore((s) => s.clear);
  const [stake, setStake] = useState('');
  // One key per bet: Place Bet again with the same pick and stake after a lost reply cannot
  // make a second bet; another pick or stake is a new bet with a new key.
  const key = useMemo(newIdempotencyKey, [pick, stake]);
  const placing = useMutation({
    mutationFn: (bet: { body: PlaceBetRequest; key: string }) => placeBet(bet.body, bet.key),
    // callApi has told the player of a failure (a lost reply as unconfirmed: the pick and its
    // key stay, so pressing Place Bet again is safe)
    onSettled: () => void balancePoller.poke(),
  });
  const settings = useStakeSettings((s) => s.settings);
  const loaded = useStakeSettings((s) => s.loaded);
  const load = useStakeSettings((s) => s.load);
  useEffect(() => {
    if (!loaded) void load();
  }, [loaded, load]);
  // the player's own stake limit, when lower than the operator's maximum, is the most shown
  const stakeLimit = useStakeLimit((s) => s.limit);
  const loadLimit = useStakeLimit((s) => s.load);
  useEffect(() => void loadLimit(), [loadLimit]);
  const maxStake = effectiveMaxStake(settings.maxStake, stakeLimit).max;
  const clear = (): void => {
    clearPick();
    setStake('');
  };
  useEffect(() => {
    if (open) return;
    clearPick();
    setStake('');
  }, [open, roundId, clearPick]);
  const read = readStake(stake);
  // what the bet needs and what is available, said before the exchange would refuse it
  const available = tryParseCents(useSessionStore(selectBalance)?.available);
  const short = read.ok && available !== null && read.cents > available;
  if (!pick)
    return <p className="bet-slip bet-slip--empty">{open ? t('slip.choose') : t('slip.closed')}</p>;

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (placing.isPending || !read.ok) return;
    const body = {
      TableCode: tableCode,
      RoundId: roundId,
      Market: pick.market,
      Selection: pick.selection,
      Rate: pick.rate,
      Stake: formatCents(read.cents),
    };
    placing.mutate(
      { body, key },
      {
        onSuccess: (placed) => {
          notifySuccess(placed);
          clear();
          onPlaced();
        },
      },
    );
  };

  return (
    <form className="bet-slip" onSubmit={submit} aria-label={t('slip.label')}>
      <p className="bet-slip__pick">
        {pick.market}: <strong>{pick.selection}</strong> @ {pick.rate}
      </p>
      <label>
        {t('slip.stake')}
        <input
          inputMode="decimal"
          value={stake}
          onChange={(e) => setStake(e.target.value)}
          placeholder={`${formatCoins(settings.minStake)} - ${formatCoins(maxStake)}`}
          aria-label={t('slip.stake')}
        />
      </label>
      {!read.ok && read.fault !== 'empty' && (
        <p className="bet-slip__fault" role="alert">
          {t(`stake.${read.fault}`)}
        </p>
      )}
      {short && (
        <p className="bet-slip__fault" data-testid="slip-short">
          {t('slip.short', {
            needed: formatCoins(formatCents(read.cents)),
            available: formatCoins(formatCents(available)),
          })}
        </p>
      )}
      <div className="bet-slip__quick">
        {settings.quickStakes.map((q) => (
          <button
            key={q}
            type="button"
            className="secondary"
            disabled={aboveMax(q, maxStake)}
            onClick={() => setStake(q)}
          >
            {formatCoins(q)}
          </button>
        ))}
      </div>
      <p className="bet-slip__outcome">
        {t('slip.win')}{' '}
        <span className="amount-pos" data-testid="slip-win">
          {possibleWin(stake, pick.rate)}
        </span>{' '}
        · {t('slip.lose')}{' '}
        <span className="amount-neg" data-testid="slip-lose">
          {formatCoins(read.ok ? formatCents(read.cents) : 0)}
        </span>
      </p>
      <div className="bet-slip__actions">
        <button type="button" className="secondary" onClick={clear}>
          {t('slip.cancel')}
        </button>
        <button type="submit" disabled={!open || placing.isPending || !read.ok}>
          {placing.isPending ? t('slip.placing') : t('slip.place')}
        </button>
      </div>
    </form>
  );
}

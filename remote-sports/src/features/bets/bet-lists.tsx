import { memo } from 'react';
import { playerDateTimeZoned } from 'shared-maths/player-time';
import { ColumnHeads } from 'shared-ui/column-heads';
import { TableScroll } from 'shared-ui/table-scroll';
import { currentLanguage, formatCoins } from 'shared-auth';
import type { BetRecord, MarketType } from '../../lib/bets/api/bet-lists';
import { useMatchBets } from '../../lib/bets/bets-query';
import { useTexts } from '../../i18n/texts';
import './bets.css';

/** A bet list's columns; Run only on the session list. */
const COLUMNS = ['runner', 'mode', 'rate', 'run', 'amount', 'date', 'pl'] as const;

const TYPES: MarketType[] = ['odds', 'toss', 'book', 'session'];

const amountClass = (v: string): string => (v.startsWith('-') ? 'amount-neg' : 'amount-pos');

/** One list (memoised: the empty lists of a player without bets draw it once). */
const BetTable = memo(function BetTable({ type, bets }: { type: MarketType; bets: BetRecord[] }) {
  const t = useTexts();
  const title = t(`bets.title.${type}`);
  return (
    <section className="bet-list" aria-label={title} data-testid={`bets-${type}`}>
      <h3>{title}</h3>
      <TableScroll label={title}>
        <table className="ui-table">
          <ColumnHeads
            labels={COLUMNS.filter((c) => c !== 'run' || type === 'session').map((c) =>
              t(`column.${c}`),
            )}
          />
          <tbody>
            {bets.length === 0 ? (
              <tr>
                <td colSpan={type === 'session' ? 7 : 6}>{t('bets.none')}</td>
              </tr>
            ) : (
              bets.map((b) => (
                <tr key={b.betId} className={`bet-list__row bet-list__row--${b.side}`}>
                  <td>{b.runnerName}</td>
                  <td>{t(`side.${b.side}`)}</td>
                  <td>{b.rate}</td>
                  {type === 'session' && <td>{b.line}</td>}
                  <td>{formatCoins(b.amount)}</td>
                  <td>{playerDateTimeZoned(new Date(b.date), currentLanguage())}</td>
                  <td className={b.pl ? amountClass(b.pl) : ''}>
                    {b.pl === null ? t(`bets.status.${b.status}`) : formatCoins(b.pl)}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
});

const NONE: BetRecord[] = [];

/** The player's odds, toss, book and session bets on the match. */
export function BetLists({ matchId }: { matchId: string }) {
  const lists = useMatchBets(matchId, (b) => b.lists);
  return (
    <div className="bet-lists">
      {TYPES.map((type) => (
        <BetTable key={type} type={type} bets={lists[type].length ? lists[type] : NONE} />
      ))}
    </div>
  );
}

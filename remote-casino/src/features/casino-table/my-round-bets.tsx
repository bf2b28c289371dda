import { TableScroll } from 'shared-ui/report';
import { ColumnHeads } from 'shared-ui/column-heads';
import type { RoundBet } from './api/table-api';
import { columnIn, useTexts } from '../../i18n/texts';

const HEADERS = ['Market', 'Selection', 'Rate', 'Stake', 'Win', 'Loss', 'P/L'];

/** The player's bets in this round with what each can win or lose, and the P/L once settled. */
export function MyRoundBets({ bets }: { bets: RoundBet[] }) {
  const t = useTexts();
  return (
    <TableScroll label={t('table.myBetsLabel')}>
      <table className="ui-table" aria-label={t('table.myBetsLabel')}>
        <ColumnHeads labels={HEADERS.map((h) => columnIn(t, h))} />
        <tbody>
          {bets.length === 0 ? (
            <tr>
              <td colSpan={7}>{t('table.noBets')}</td>
            </tr>
          ) : (
            bets.map((b) => (
              <tr key={b.betId}>
                <td>{b.market}</td>
                <td>{b.selection}</td>
                <td>{b.rate}</td>
                <td>{b.stake}</td>
                <td className="amount-pos">{b.possibleWin}</td>
                <td className="amount-neg">{b.possibleLoss}</td>
                <td className={b.pl?.startsWith('-') ? 'amount-neg' : 'amount-pos'}>
                  {b.pl ?? '-'}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </TableScroll>
  );
}

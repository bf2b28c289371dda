import { playerDateTimeZoned } from 'shared-maths/player-time';
import { ColumnHeads } from 'shared-ui/column-heads';
import { TableScroll } from 'shared-ui/table-scroll';
import { currentLanguage, formatCoins } from 'shared-auth';
import { useTexts } from '../../i18n/texts';

import type { CompletedSessionBets } from './api/get-completed-session-bets';

/** Red for values starting with a minus sign, blue otherwise (docs/sports.md, Completed bets). */
export const signClass = (value: string): string =>
  value.trim().startsWith('-') ? 'amount-neg' : 'amount-pos';

const COLUMNS = ['runner', 'date', 'run', 'rate', 'result', 'amount', 'mode', 'pl'] as const;

/** Table "completed fancy bets": Runner, Date, Run, Rate, Result, Amount, Mode, P&L. */
export function CompletedBetsTable({ data }: { data: CompletedSessionBets }) {
  const t = useTexts();
  const title = t('completed.title');
  // the server's mode ("Yes", "No") in the player's language
  const modeText = (mode: string): string => {
    const side = mode.toLowerCase();
    return side === 'yes' || side === 'no' || side === 'back' || side === 'lay'
      ? t(`side.${side}`)
      : mode;
  };
  const showTotal = Number(data.total) !== 0;
  return (
    <TableScroll label={title}>
      <table className="ui-table" aria-label={title}>
        <caption className="completed__title">{title}</caption>
        <ColumnHeads labels={COLUMNS.map((c) => t(`column.${c}`))} />
        <tbody>
          {data.sessionBets.length === 0 ? (
            <tr>
              <td colSpan={8}>{t('bets.none')}</td>
            </tr>
          ) : (
            data.sessionBets.map((b, i) => (
              <tr key={`${b.match}-${b.date}-${i}`}>
                <td>{b.match}</td>
                <td>{playerDateTimeZoned(new Date(b.date), currentLanguage())}</td>
                <td>{b.line}</td>
                <td>{b.rate}</td>
                <td>{b.resultScore}</td>
                <td className={signClass(b.amount)}>{formatCoins(b.amount)}</td>
                <td>{modeText(b.betType)}</td>
                <td className={signClass(b.pl)}>{formatCoins(b.pl)}</td>
              </tr>
            ))
          )}
          {showTotal && (
            <tr className="completed__total">
              <td colSpan={7}>{t('completed.total')}</td>
              <td className={signClass(data.total)} data-testid="completed-total">
                {formatCoins(data.total)}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </TableScroll>
  );
}

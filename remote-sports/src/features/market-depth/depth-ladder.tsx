import type { DepthLevel, MarketDepth } from 'shared-api-types';
import { formatCoins } from 'shared-maths/money';
import { ColumnHeads } from 'shared-ui/column-heads';
import { useTexts } from '../../i18n/texts';
import 'shared-ui/visually-hidden.css';

const isZero = (amount: string): boolean => Number(amount) === 0;

/** An amount offered, with the caller's own part marked; empty when nothing waits there. */
function Offered({ total, mine }: { total: string; mine: string }) {
  const t = useTexts();
  if (isZero(total)) return null;
  return (
    <>
      {formatCoins(total)}
      {!isZero(mine) && (
        <span className="depth__mine" data-testid="depth-mine">
          {t('depth.mine', { amount: formatCoins(mine) })}
        </span>
      )}
    </>
  );
}

function Row({ level, last, most }: { level: DepthLevel; last: boolean; most: number }) {
  const t = useTexts();
  const share = most > 0 ? (Number(level.traded) / most) * 100 : 0;
  const mine = !isZero(level.myBack) || !isZero(level.myLay);
  return (
    <tr
      className={`depth__row${last ? ' depth__row--last' : ''}${mine ? ' depth__row--mine' : ''}`}
      data-testid={`depth-row-${level.price}`}
    >
      <td className="depth__back">
        <Offered total={level.toBack} mine={level.myLay} />
      </td>
      <th scope="row" className="depth__price">
        {level.price}
        {last && <span className="depth__last">{t('depth.last')}</span>}
      </th>
      <td className="depth__lay">
        <Offered total={level.toLay} mine={level.myBack} />
      </td>
      <td className="depth__traded">
        {!isZero(level.traded) && (
          <>
            <span className="depth__bar" style={{ width: `${share}%` }} aria-hidden="true" />
            <span className="depth__volume">{formatCoins(level.traded)}</span>
          </>
        )}
      </td>
    </tr>
  );
}

/**
 * A runner's ladder, highest price at the top as on Betfair: what is offered to back and to lay
 * at each price, what traded there (a bar scaled to the most traded price), the last traded
 * price and the player's own waiting orders marked.
 */
export function DepthLadder({ depth, caption }: { depth: MarketDepth; caption: string }) {
  const t = useTexts();
  if (depth.levels.length === 0) return <p className="depth__empty">{t('depth.empty')}</p>;
  const most = Math.max(...depth.levels.map((l) => Number(l.traded)));
  return (
    <table className="depth__table">
      <caption className="visually-hidden">{caption}</caption>
      <ColumnHeads
        labels={[t('depth.toBack'), t('depth.price'), t('depth.toLay'), t('depth.traded')]}
      />
      <tbody>
        {[...depth.levels].reverse().map((l) => (
          <Row key={l.price} level={l} last={l.price === depth.lastTraded} most={most} />
        ))}
      </tbody>
    </table>
  );
}

import { formatCoins, type TextFn } from 'shared-auth';
import { type CasinoKey, useTexts } from '../../i18n/texts';

/** 'You Lost {amount} /- Coins.' when negative, otherwise 'You Won {amount} /- Coins.' */
export function outcomeText(t: TextFn<CasinoKey>, amount: string): string {
  const negative = amount.trim().startsWith('-');
  const abs = formatCoins(amount.trim().replace(/^-/, ''));
  return t(negative ? 'ledger.lost' : 'ledger.won', { amount: abs });
}

/** A box titled with its spec label ('Net Plus Minus'), shown in the player's language. */
export function SummaryBox({ title, amount }: { title: string; amount: string }) {
  const t = useTexts();
  const negative = amount.trim().startsWith('-');
  return (
    <div className="summary-box" data-testid={`box-${title}`}>
      <h4>{t(`ledger.box.${title}` as CasinoKey, { defaultValue: title })}</h4>
      <p className={negative ? 'amount-neg' : 'amount-pos'}>{outcomeText(t, amount)}</p>
    </div>
  );
}

/** The row of summary boxes under a ledger match's tables, as [title, amount] pairs. */
export function SummaryBoxes({ boxes }: { boxes: readonly (readonly [string, string])[] }) {
  return (
    <div className="summary-boxes">
      {boxes.map(([title, amount]) => (
        <SummaryBox key={title} title={title} amount={amount} />
      ))}
    </div>
  );
}

export const amountClass = (v: string): string => (v.startsWith('-') ? 'amount-neg' : 'amount-pos');

/** The empty-table row: one cell over 8 columns (docs/casino.md, Pages). */
export function EmptyRow({ text }: { text?: string }) {
  const t = useTexts();
  return (
    <tr>
      <td colSpan={8} className="ledger-empty">
        {text ?? t('ledger.noBets')}
      </td>
    </tr>
  );
}

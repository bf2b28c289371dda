import { formatCoins } from 'shared-auth';

/** 'You Lost {amount} /- Coins.' when negative, otherwise 'You Won {amount} /- Coins.' */
export function outcomeText(amount: string): string {
  const negative = amount.trim().startsWith('-');
  const abs = formatCoins(amount.trim().replace(/^-/, ''));
  return negative ? `You Lost ${abs} /- Coins.` : `You Won ${abs} /- Coins.`;
}

export function SummaryBox({ title, amount }: { title: string; amount: string }) {
  const negative = amount.trim().startsWith('-');
  return (
    <div className="summary-box" data-testid={`box-${title}`}>
      <h4>{title}</h4>
      <p className={negative ? 'amount-neg' : 'amount-pos'}>{outcomeText(amount)}</p>
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
export function EmptyRow({ text = 'No Bets Available' }: { text?: string }) {
  return (
    <tr>
      <td colSpan={8} className="ledger-empty">
        {text}
      </td>
    </tr>
  );
}

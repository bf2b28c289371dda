import { formatCents } from 'shared-maths/money';
import { fancyBets, runnerBets, useBetsStore } from '../bets/bets-store';
import { useOddsStore } from '../live-odds/odds-store';
import { fancyPreview, runnerPreview } from './preview';
import type { SlipSelection } from './slip-store';

const cls = (c: number): string => (c < 0 ? 'amount-neg' : 'amount-pos');

/** Profit or liability for every runner (or run range) if the bet is placed. */
export function SlipPreview({
  selection,
  price,
  stake,
}: {
  selection: SlipSelection;
  price: number;
  stake: number;
}) {
  const bets = useBetsStore((s) => s.lists[selection.marketType]);
  const names = useOddsStore((s) => s.runnerNames);
  const bet = {
    kind: selection.marketType,
    side: selection.side,
    selectionId: selection.selectionId,
    price,
    stake,
    line: selection.line,
  };
  if (selection.runnerIds) {
    const existing = runnerBets(bets.filter((b) => b.marketId === selection.marketId));
    const rows = runnerPreview(existing, selection.runnerIds, bet);
    return (
      <table className="slip__preview" aria-label="Position after this bet">
        <tbody>
          {rows.map((r) => (
            <tr key={r.selectionId}>
              <td>{names[`${selection.marketType}:${r.selectionId}`] ?? r.selectionId}</td>
              <td className={cls(r.after)} data-testid={`preview-${r.selectionId}`}>
                {formatCents(r.after)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  const rows = fancyPreview(fancyBets(bets, selection.selectionId), bet);
  return (
    <table className="slip__preview" aria-label="Position after this bet">
      <tbody>
        {rows.map((r) => (
          <tr key={r.label}>
            <td>Runs {r.label}</td>
            <td className={cls(r.pl)}>{formatCents(r.pl)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

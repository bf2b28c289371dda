import { formatCents } from 'shared-maths/money';
import { useTexts } from '../../i18n/texts';

export interface HeadRunner {
  selectionId: string;
  name: string;
}

/**
 * Above the column: each runner's position if it wins (from matched bets), and while a finger
 * or the focus is on a price, what it would be with the stake there.
 */
export function LadderHead({
  runners,
  positions,
  whatIf,
  whatIfText,
}: {
  runners: readonly HeadRunner[];
  positions: Readonly<Record<string, number>>;
  whatIf: Readonly<Record<string, number>> | null;
  whatIfText: string;
}) {
  const t = useTexts();
  const tone = (c: number) => (c > 0 ? 'ladder__up' : c < 0 ? 'ladder__down' : '');
  return (
    <table className="ladder__positions">
      <caption className="ladder__sr">{t('ladder.positions')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('ladder.runner')}</th>
          <th scope="col">{t('ladder.ifWins')}</th>
          <th scope="col">{whatIf ? whatIfText : t('ladder.whatIfHint')}</th>
        </tr>
      </thead>
      <tbody>
        {runners.map((r) => {
          const now = positions[r.selectionId] ?? 0;
          const next = whatIf?.[r.selectionId];
          return (
            <tr key={r.selectionId} data-testid={`ladder-position-${r.selectionId}`}>
              <th scope="row">{r.name}</th>
              <td className={tone(now)} data-testid="ladder-position-now">
                {formatCents(now)}
              </td>
              <td className={next === undefined ? '' : tone(next)}>
                {next === undefined ? '' : formatCents(next)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

import { formatCents } from 'shared-maths/money';
import { ColumnHeads } from 'shared-ui/column-heads';
import { fancyBets, runnerBets } from '../../lib/bets/bet-maths';
import { useMatchBets } from '../../lib/bets/bets-query';
import { useOddsStore } from '../../lib/odds/odds-store';
import { fancyPreview, runnerPreview } from './preview';
import type { SlipSelection } from '../../lib/bets/slip-store';
import { runRangeText, useTexts } from '../../i18n/texts';

const cls = (c: number): string => (c < 0 ? 'amount-neg' : 'amount-pos');

function PreviewTable({
  label,
  rows,
}: {
  label: string;
  rows: { key: string; name: string; now: number; after: number; testId?: string }[];
}) {
  const t = useTexts();
  return (
    <table className="slip__preview" aria-label={t('preview.label')}>
      <ColumnHeads labels={[label, t('preview.now'), t('preview.after')]} />
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <td>{r.name}</td>
            <td className={cls(r.now)}>{formatCents(r.now)}</td>
            <td className={cls(r.after)} data-testid={r.testId}>
              {formatCents(r.after)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What-if: every runner's position (or the session's run ladder) now and with this bet. */
export function SlipPreview({
  selection,
  price,
  stake,
}: {
  selection: SlipSelection;
  price: number;
  stake: number;
}) {
  const t = useTexts();
  const bets = useMatchBets(selection.matchId, (b) => b.lists[selection.marketType]);
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
    const rows = runnerPreview(existing, selection.runnerIds, bet).map((r) => ({
      key: r.selectionId,
      name: names[`${selection.marketType}:${r.selectionId}`] ?? r.selectionId,
      now: r.before,
      after: r.after,
      testId: `preview-${r.selectionId}`,
    }));
    return <PreviewTable label={t('column.runner')} rows={rows} />;
  }
  const rows = fancyPreview(fancyBets(bets, selection.selectionId), bet).map((r) => ({
    key: String(r.from),
    name: runRangeText(t, r),
    now: r.now,
    after: r.after,
    testId: `preview-runs-${r.from}`,
  }));
  return <PreviewTable label={t('preview.runs')} rows={rows} />;
}

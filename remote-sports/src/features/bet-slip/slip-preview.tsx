import { formatCents } from 'shared-maths/money';
import { ColumnHeads } from 'shared-ui/column-heads';
import { useOddsStore } from '../../lib/odds/odds-store';
import type { SlipSelection } from '../../lib/bets/slip-store';
import { runRangeText, useTexts } from '../../i18n/texts';
import type { PreviewRow } from './use-slip-money';

const cls = (c: number): string => (c < 0 ? 'amount-neg' : 'amount-pos');

/**
 * What-if: every runner's position (or the session's run ladder) now and with this bet, at the
 * prices the bet matches at (useSlipMoney).
 */
export function SlipPreview({ selection, rows }: { selection: SlipSelection; rows: PreviewRow[] }) {
  const t = useTexts();
  const names = useOddsStore((s) => s.runnerNames);
  const name = (r: PreviewRow): string =>
    r.runs ? runRangeText(t, r.runs) : (names[`${selection.marketType}:${r.id}`] ?? String(r.id));
  return (
    <table className="slip__preview" aria-label={t('preview.label')}>
      <ColumnHeads
        labels={[
          selection.runnerIds ? t('column.runner') : t('preview.runs'),
          t('preview.now'),
          t('preview.after'),
        ]}
      />
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <td>{name(r)}</td>
            <td className={cls(r.now)}>{formatCents(r.now)}</td>
            <td
              className={cls(r.after)}
              data-testid={r.runs ? `preview-runs-${r.id}` : `preview-${r.id}`}
            >
              {formatCents(r.after)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

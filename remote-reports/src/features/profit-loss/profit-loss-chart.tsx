import { useTexts } from '../../i18n/texts';
import { formatCents } from 'shared-maths/money';
import { currentLanguage, formatCoins } from 'shared-auth';
import { wallTimeText } from 'shared-maths/player-time';
import type { DayPl } from './daily-pl';

const W = 600;
const H = 140;
const PAD = 6;

/** Daily net P/L as bars around a zero line, plain SVG (no chart library). */
export function ProfitLossChart({ days }: { days: readonly DayPl[] }) {
  const t = useTexts();
  if (days.length === 0) return null;
  const max = Math.max(1, ...days.map((d) => Math.abs(d.cents)));
  const zero = H / 2;
  const slot = (W - PAD * 2) / days.length;
  const bar = Math.max(2, slot * 0.7);
  const total = days.reduce((s, d) => s + d.cents, 0);
  return (
    <figure className="pl-chart">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={t('chart.label')}
        preserveAspectRatio="none"
      >
        <line x1={0} x2={W} y1={zero} y2={zero} className="pl-chart__zero" />
        {days.map((d, i) => {
          const h = (Math.abs(d.cents) / max) * (zero - PAD);
          const x = PAD + i * slot + (slot - bar) / 2;
          return (
            <rect
              key={d.day}
              x={x}
              width={bar}
              y={d.cents >= 0 ? zero - h : zero}
              height={Math.max(h, 1)}
              className={d.cents < 0 ? 'pl-chart__loss' : 'pl-chart__win'}
            >
              <title>{`${wallTimeText(d.day, currentLanguage())}: ${formatCoins(formatCents(d.cents))}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption>
        {t('chart.net')}{' '}
        <span className={total < 0 ? 'amount-neg' : 'amount-pos'}>
          {formatCoins(formatCents(total))}
        </span>{' '}
        {t('coins')}
      </figcaption>
    </figure>
  );
}

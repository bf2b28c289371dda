import { useEffect, useMemo, useRef, useState } from 'react';
import { formatCoins } from 'shared-auth';
import { formatCents } from 'shared-maths/money';
import { useTotalMatchedCents } from '../../lib/odds/total-matched';
import { ColumnHeads } from 'shared-ui/column-heads';
import { chartData, type MatchHistory } from './chart-data';
import { ChanceView, ManhattanView, WormView, type Frame } from './chart-views';
import { useTexts } from './texts';
import { useMatchHistory } from './use-match-history';
import './match-chart.css';

const VIEWS = ['chance', 'manhattan', 'worm'] as const;
type View = (typeof VIEWS)[number];
const HEIGHT = 196;

/** The drawing width: the box's, followed as it resizes (320 until measured). */
function useWidth(): [React.RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(320);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      if (el.clientWidth > 0) setWidth(el.clientWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return [ref, width];
}

/** The series as a table: a screen reader's way through the chart (and anyone's exact figures). */
function HistoryTable({ h }: { h: MatchHistory }) {
  const t = useTexts();
  return (
    <table className="match-chart__table">
      <caption>{t('table.caption')}</caption>
      <ColumnHeads
        labels={[
          t('col.innings'),
          t('col.over'),
          t('col.runs'),
          t('col.score'),
          t('col.wickets'),
          ...h.runners.map((r) => t('col.chance', { name: r.name })),
          ...h.runners.map((r) => t('col.volume', { name: r.name })),
        ]}
      />
      <tbody>
        {h.innings.flatMap((inn, k) =>
          inn.overs.map((o) => (
            <tr key={`${k}:${o.over}`}>
              <td>{inn.team}</td>
              <th scope="row">{o.balls < 6 ? `${o.over - 1}.${o.balls}` : o.over}</th>
              <td>{o.runs}</td>
              <td>{`${o.score}/${o.wickets}`}</td>
              <td>{o.falls.map((f) => `${f.score}/${f.wicket} (${f.ball})`).join(', ')}</td>
              {o.runners.map((r, i) => (
                <td key={i}>{r.chance === null ? '' : `${r.chance}%`}</td>
              ))}
              {o.runners.map((r, i) => (
                <td key={`v${i}`}>{formatCoins(r.volume)}</td>
              ))}
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}

/**
 * The match in a chart: each runner's chance by over with the wickets marked, runs per over
 * (Manhattan) and the worm against the target; or the same as a table. Its box has a fixed
 * height, so neither a new ball nor the first load moves the markets below it.
 */
export default function MatchChart({ matchId, eventId }: { matchId: string; eventId: string }) {
  const t = useTexts();
  const h = useMatchHistory(matchId, eventId);
  const [view, setView] = useState<View>('chance');
  const [table, setTable] = useState(false);
  const [ref, width] = useWidth();
  // the Match Odds header's figure (the feed's), not the history's sum of trades: one source
  const matched = useTotalMatchedCents('odds');
  const d = useMemo(() => (h ? chartData(h) : null), [h]);
  const f: Frame = { width, height: HEIGHT, maxX: 1, maxY: 1 };
  const now = d?.chance.map((s) => `${s.name} ${s.points[s.points.length - 1]?.y ?? '-'}%`);
  const wickets = d?.wickets.length ? ` ${t('label.wickets', { count: d.wickets.length })}` : '';
  return (
    <section className="match-chart" aria-label={t('title')}>
      <div className="match-chart__bar-row">
        <div className="match-chart__views" role="group" aria-label={t('views')}>
          {VIEWS.map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              disabled={table}
              onClick={() => setView(v)}
            >
              {t(`view.${v}`)}
            </button>
          ))}
        </div>
        {/* one short word that stays (a toggle): "Show as a table" covered "Worm" at 360 px */}
        <button
          type="button"
          className="match-chart__toggle"
          aria-pressed={table}
          onClick={() => setTable((x) => !x)}
        >
          {t('table.show')}
        </button>
      </div>
      <div className="match-chart__legend">
        {view === 'chance'
          ? d?.chance.map((s, i) => (
              <span key={s.name} className={`match-chart__key match-chart__c${i}`} translate="no">
                {s.name}
              </span>
            ))
          : d?.worm.map((s, i) => (
              <span key={i} className={`match-chart__key match-chart__c${i}`} translate="no">
                {s.team}
              </span>
            ))}
        {view === 'worm' && d?.target != null && (
          <span className="match-chart__key match-chart__key--target">
            {t('target', { target: d.target })}
          </span>
        )}
        {h && (
          <span className="match-chart__matched">
            {t('matched', { amount: formatCoins(formatCents(matched)) })}
          </span>
        )}
      </div>
      <div className="match-chart__plot" ref={ref} tabIndex={table ? 0 : undefined}>
        {!h || !d || (!h.start && h.innings.length === 0) ? (
          <p className="match-chart__empty">{t('empty')}</p>
        ) : table ? (
          <HistoryTable h={h} />
        ) : view === 'chance' ? (
          <ChanceView
            d={d}
            f={f}
            label={t('label.chance', { list: now?.join(', ') ?? '' }) + wickets}
          />
        ) : view === 'manhattan' ? (
          <ManhattanView d={d} f={f} label={t('label.manhattan') + wickets} />
        ) : (
          <WormView d={d} f={f} label={t('label.worm') + wickets} />
        )}
      </div>
    </section>
  );
}

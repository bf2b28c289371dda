import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { Spinner } from 'shared-ui';
import { useTexts } from '../../i18n/texts';
import { MatchRow, ROW_LINK } from './match-row';
import { useMatchesStore } from './matches-store';
import './matches.css';

/** A row's height (matches.css, contain-intrinsic-size): 124 px on a phone, 80 px from 768 px. */
const ROW_PX = { phone: 124, wide: 80 };
/** Rows drawn in the list's first commit at most, and in each later one at most. */
export const FIRST_ROWS = 12;
export const MORE_ROWS = 6;

/** The rows the screen holds (at least 4, at most FIRST_ROWS). */
export function rowsOnScreen(): number {
  if (typeof window === 'undefined') return FIRST_ROWS;
  const wide = window.matchMedia?.('(min-width: 768px)').matches ?? false;
  const rows = Math.ceil(window.innerHeight / (wide ? ROW_PX.wide : ROW_PX.phone));
  return Math.max(4, Math.min(FIRST_ROWS, rows));
}

/** The time a later batch of rows may take: with its style and layout, a task under 50 ms. */
const BATCH_MS = 30;

/**
 * The rows on screen are drawn in the list's first commit, the rest in batches, each in a task of
 * its own: fifty rows at once were one task of about 230 ms at Lighthouse's 4x CPU. A batch is as
 * many rows as the last one drew in BATCH_MS (at most MORE_ROWS): six rows were a task of 60 to
 * 95 ms at 4x, each one over 50 ms counting in the blocking time. Not a transition: a price tick
 * during it (the rows read an external store) made React draw the whole rest again at once
 * (docs/sports.md). Rows only ever join below the last one.
 */
function useRowsShown(total: number): number {
  const [shown, setShown] = useState(rowsOnScreen);
  const step = useRef(MORE_ROWS);
  const more = shown < total;
  useEffect(() => {
    if (!more) return;
    const timer = setTimeout(() => {
      const started = performance.now();
      const rows = step.current;
      // drawn in this task, so that its time is this batch's
      flushSync(() => setShown((n) => n + rows));
      const perRow = (performance.now() - started) / rows;
      step.current = Math.max(1, Math.min(MORE_ROWS, Math.floor(BATCH_MS / Math.max(perRow, 1))));
    }, 0);
    return () => clearTimeout(timer);
  }, [more, shown]);
  return Math.min(total, shown);
}

/** While the list is the stored one, a tap on its prices goes nowhere (they are not live). */
function blockStalePrices(event: MouseEvent): void {
  if ((event.target as Element).closest('.match-row__prices')) event.preventDefault();
}

/**
 * A plain click on a row's link opens the match in the app (a modified one is the browser's: a new
 * tab). One handler for the list: a react-router Link a link, two a row, was a measurable part of
 * drawing a row on a phone.
 */
function openRow(event: MouseEvent, navigate: NavigateFunction): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element).closest(`a.${ROW_LINK}`);
  const to = link?.getAttribute('href');
  if (!to) return;
  event.preventDefault();
  navigate(to);
}

/**
 * The match list in its stable order; rows subscribe to their own data. The last visit's list
 * (stale) shows marked as updating, busy, and with its prices dimmed and not tappable.
 */
export function MatchesList() {
  const t = useTexts();
  const navigate = useNavigate();
  const ids = useMatchesStore((s) => s.ids);
  const loaded = useMatchesStore((s) => s.loaded);
  const stale = useMatchesStore((s) => s.stale);
  const shown = useRowsShown(loaded ? ids.length : 0);
  if (!loaded) return <Spinner />;
  if (ids.length === 0) return <p className="ui-panel">{t('matches.none')}</p>;
  return (
    <section
      className={stale ? 'ui-panel matches matches--stale' : 'ui-panel matches'}
      aria-busy={stale}
      onClickCapture={stale ? blockStalePrices : undefined}
      onClick={(event) => openRow(event, navigate)}
    >
      {stale && (
        <p className="matches__updating" role="status" data-testid="matches-updating">
          {t('matches.updating')}
        </p>
      )}
      <div className="matches__head" aria-hidden="true">
        <span>{t('matches.match')}</span>
        <span className="matches__cols">
          <b>1</b>
          <b>{t('matches.draw')}</b>
          <b>2</b>
        </span>
      </div>
      <ul className="matches__list">
        {ids.slice(0, shown).map((id) => (
          <MatchRow key={id} matchId={id} />
        ))}
      </ul>
    </section>
  );
}

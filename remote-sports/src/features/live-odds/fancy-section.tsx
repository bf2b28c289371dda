import { Fragment, memo, type ReactNode } from 'react';
import { PriceCell } from '../../components/price-cell';
import { formatCents } from 'shared-maths/money';
import { sessionExposure } from '../../lib/bets/bet-maths';
import { useMatchBets } from '../../lib/bets/bets-query';
import { useTexts } from '../../i18n/texts';
import type { MatchIds, PickPrice } from './market-types';
import { usePriceLabel } from './price-label';
import { overlayKey } from './runner-market';
import { cellKey, useCell, useOddsStore } from '../../lib/odds/odds-store';

const SessionCell = memo(function SessionCell({
  ids,
  sid,
  side,
  blocked,
  onPick,
}: {
  ids: MatchIds;
  sid: string;
  side: 'no' | 'yes';
  blocked: boolean;
  onPick: PickPrice;
}) {
  const line = useCell(cellKey('session', sid, side === 'no' ? 'noLine' : 'yesLine'));
  const rate = useCell(cellKey('session', sid, side === 'no' ? 'noRate' : 'yesRate'));
  const name = useOddsStore((s) => s.sessions[sid]?.name ?? sid);
  const label = usePriceLabel(side, name);
  const open = (): void =>
    onPick({
      matchId: ids.matchId,
      eventId: ids.eventId,
      marketId: ids.marketId,
      marketType: 'session',
      selectionId: sid,
      runnerName: name,
      side,
      price: rate,
      line,
      runnerIds: null,
    });
  return (
    <PriceCell
      side={side === 'no' ? 'lay' : 'back'}
      price={line}
      size={rate}
      disabled={blocked}
      label={label(line)}
      onClick={open}
      testId={`session-${sid}-${side}`}
    />
  );
});

const SessionRow = memo(function SessionRow({
  ids,
  sid,
  onPick,
}: {
  ids: MatchIds;
  sid: string;
  onPick: PickPrice;
}) {
  const t = useTexts();
  const meta = useOddsStore((s) => s.sessions[sid]);
  const exposure = useMatchBets(ids.matchId, (b) => sessionExposure(b.lists.session, sid));
  if (!meta) return null;
  const overlay = overlayKey(meta.status);
  return (
    <div className="runner-row" data-testid={`session-${sid}`}>
      <div className="runner-row__name">
        <bdi translate="no">{meta.name}</bdi>
        {exposure > 0 && (
          <span className="amount-neg" data-testid={`session-exposure-${sid}`}>
            {formatCents(-exposure)}
          </span>
        )}
      </div>
      <div className="runner-row__cells runner-row__cells--fancy">
        <SessionCell ids={ids} sid={sid} side="no" blocked={overlay !== null} onPick={onPick} />
        <SessionCell ids={ids} sid={sid} side="yes" blocked={overlay !== null} onPick={onPick} />
        {overlay && (
          <div className="market__overlay" role="status">
            {t(overlay)}
          </div>
        )}
      </div>
    </div>
  );
});

/**
 * Fancy sessions: No (line, rate) and Yes (line, rate); each row overlays when not open.
 * `renderBook` draws what goes under a row (the page's fancy book).
 */
export function FancySection({
  ids,
  onPick,
  renderBook,
}: {
  ids: MatchIds;
  onPick: PickPrice;
  renderBook?: (sid: string) => ReactNode;
}) {
  const t = useTexts();
  const sessionIds = useOddsStore((s) => s.sessionIds);
  if (sessionIds.length === 0) return null;
  return (
    <section
      className="market market--fancy"
      aria-label={t('fancy.title')}
      data-testid="market-session"
    >
      <header className="market__head">
        <h2>{t('fancy.title')}</h2>
        <span className="market__cols">
          <b>{t('side.no')}</b>
          <b>{t('side.yes')}</b>
        </span>
      </header>
      {sessionIds.map((sid) => (
        <Fragment key={sid}>
          <SessionRow ids={ids} sid={sid} onPick={onPick} />
          {renderBook?.(sid)}
        </Fragment>
      ))}
    </section>
  );
}

import { Fragment, memo } from 'react';
import { PriceCell } from '../../components/price-cell';
import { formatCents } from 'shared-maths/money';
import { sessionExposure, useBetsStore } from '../bets/bets-store';
import { tapPrice } from '../one-click/tap-price';
import { FancyBook } from '../fancy-book/fancy-book';
import type { MatchIds } from './runner-market';
import { cellKey, useCell, useOddsStore } from './odds-store';

const SessionCell = memo(function SessionCell({
  ids,
  sid,
  side,
  blocked,
}: {
  ids: MatchIds;
  sid: string;
  side: 'no' | 'yes';
  blocked: boolean;
}) {
  const line = useCell(cellKey('session', sid, side === 'no' ? 'noLine' : 'yesLine'));
  const rate = useCell(cellKey('session', sid, side === 'no' ? 'noRate' : 'yesRate'));
  const name = useOddsStore((s) => s.sessions[sid]?.name ?? sid);
  const open = (): void =>
    tapPrice({
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
      label={`${side === 'no' ? 'No' : 'Yes'} ${name} ${line}`}
      onClick={open}
      testId={`session-${sid}-${side}`}
    />
  );
});

const SessionRow = memo(function SessionRow({ ids, sid }: { ids: MatchIds; sid: string }) {
  const meta = useOddsStore((s) => s.sessions[sid]);
  const exposure = useBetsStore((s) => sessionExposure(s.lists.session, sid));
  if (!meta) return null;
  const overlay =
    meta.status === 'OPEN' ? null : meta.status === 'BALL RUNNING' ? 'Ball Running' : meta.status;
  return (
    <div className="runner-row" data-testid={`session-${sid}`}>
      <div className="runner-row__name">
        {meta.name}
        {exposure > 0 && (
          <span className="amount-neg" data-testid={`session-exposure-${sid}`}>
            {formatCents(-exposure)}
          </span>
        )}
      </div>
      <div className="runner-row__cells runner-row__cells--fancy">
        <SessionCell ids={ids} sid={sid} side="no" blocked={overlay !== null} />
        <SessionCell ids={ids} sid={sid} side="yes" blocked={overlay !== null} />
        {overlay && (
          <div className="market__overlay" role="status">
            {overlay}
          </div>
        )}
      </div>
    </div>
  );
});

/** Fancy sessions: No (line, rate) and Yes (line, rate); each row overlays when not open. */
export function FancySection({ ids }: { ids: MatchIds }) {
  const sessionIds = useOddsStore((s) => s.sessionIds);
  if (sessionIds.length === 0) return null;
  return (
    <section className="market market--fancy" aria-label="Fancy" data-testid="market-session">
      <header className="market__head">
        <h2>Fancy</h2>
        <span className="market__cols">
          <b>No</b>
          <b>Yes</b>
        </span>
      </header>
      {sessionIds.map((sid) => (
        <Fragment key={sid}>
          <SessionRow ids={ids} sid={sid} />
          <FancyBook sid={sid} />
        </Fragment>
      ))}
    </section>
  );
}

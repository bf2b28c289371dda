import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { BetSlipHost } from '../features/bet-slip/bet-slip-host';
import { useSlipStore } from '../lib/bets/slip-store';
import { dropMatchBets, matchBetsQuery } from '../lib/bets/bets-query';
import { BetLists } from '../features/bets/bet-lists';
import { FancySection } from '../features/live-odds/fancy-section';
import { useOddsStore } from '../lib/odds/odds-store';
import type { SelectRunner } from '../features/live-odds/market-types';
import { RunnerMarket } from '../features/live-odds/runner-market';
import { OneClickBar } from '../features/one-click/one-click-bar';
import { tapPrice } from '../features/one-click/tap-price';
import { CashOutBar } from '../features/cash-out/cash-out-bar';
import { FancyBook } from '../features/fancy-book/fancy-book';
import { StaleMark } from '../features/live-odds/stale-mark';
import { useMatchTitle } from '../features/live-odds/match-title';
import { useOddsPoll } from '../features/live-odds/use-odds-poll';
import { Scoreboard } from '../features/scoreboard/scoreboard';
import { UnmatchedBetsPanel } from '../features/unmatched-bets/unmatched-bets-panel';
import { dropUnmatched } from '../lib/orders/unmatched-query';
import { MatchChartSlot } from '../features/match-chart/match-chart-slot';
import { MarketDepthSlot } from '../features/market-depth/market-depth-slot';
import type { MarketDepthProps } from '../features/market-depth/market-depth-dialog';
import { TotalMatched } from '../features/market-depth/total-matched';
import { LadderSwitch } from '../features/ladder/ladder-switch';
import { TradingLadder } from '../features/ladder/trading-ladder';
import { useTexts } from '../i18n/texts';
import { useStepsAfter } from '../lib/draw/use-steps-after';
import '../features/live-odds/live-odds.css';

/**
 * /sportGame/:Matchid/:eventId/:marketId: live markets, the player's unmatched bets, bet slip,
 * positions and bet lists.
 */
export default function SportGamePage() {
  const { Matchid = '', eventId = '', marketId = '' } = useParams();
  const { state } = useLocation();
  const t = useTexts();
  // one object while the route stays: every price cell of the page takes it (memoised cells)
  const ids = useMemo(
    () => ({ matchId: Matchid, eventId, marketId }),
    [Matchid, eventId, marketId],
  );
  useOddsPoll(eventId, marketId);
  const matchState = useOddsStore((s) => s.matchState);
  // Drawn once the markets are: drawn first, the bet lists would be pushed down by them.
  const settled = useOddsStore((s) => s.settled);
  const title = useMatchTitle();
  // What sits below match odds joins in three later tasks (the unmatched bets, book and toss,
  // then fancy, then the bet lists): drawn with the first prices, all of it was one task of
  // 32 to 41 ms of a computer's CPU (130 to 180 ms at Lighthouse's 4x), match odds alone 22 to 26.
  const hasOdds = useOddsStore((s) => s.markets.odds !== undefined);
  const below = useStepsAfter(hasOdds || settled, 3);
  // the bet lists load with the page; leaving drops them (a later visit reads them again)
  useQuery({ ...matchBetsQuery(Matchid), enabled: Boolean(Matchid) });
  useEffect(
    () => () => {
      dropMatchBets(Matchid);
      dropUnmatched(Matchid);
      useSlipStore.getState().close();
    },
    [Matchid],
  );
  const [depthOf, setDepthOf] = useState<MarketDepthProps | null>(null);
  const openDepth = useCallback<SelectRunner>(
    (type, selectionId, runnerName) => {
      if (type === 'book') return;
      const onClose = () => setDepthOf(null);
      setDepthOf({ matchId: Matchid, eventId, marketType: type, selectionId, runnerName, onClose });
    },
    [Matchid, eventId],
  );
  // the trading ladder of match odds / toss, beside the market (features/ladder)
  const [ladders, setLadders] = useState({ odds: false, toss: false });
  const showLadder = useCallback(
    (type: 'odds' | 'toss', on: boolean) => setLadders((l) => ({ ...l, [type]: on })),
    [],
  );
  const fancyBook = useCallback(
    (sid: string) => <FancyBook matchId={Matchid} sid={sid} />,
    [Matchid],
  );
  return (
    <div className="game">
      <div className="game__title">
        <h1>{title || t('match.title')}</h1>
        {matchState === 'inplay' && <span className="match-row__live">{t('inPlay.title')}</span>}
        <nav className="game__links">
          <Link to="/matches">{t('matches.all')}</Link>
          <Link to={`/Completed-bets/${Matchid}/${eventId}/${marketId}`} state={state as unknown}>
            {t('match.completedLink')}
          </Link>
        </nav>
      </div>
      <StaleMark />
      {matchState === 'completed' && <p className="ui-panel">{t('match.finished')}</p>}
      <Scoreboard matchId={Matchid} eventId={eventId} />
      <MatchChartSlot matchId={Matchid} eventId={eventId} ready={settled} />
      <OneClickBar />
      <RunnerMarket
        ids={ids}
        type="odds"
        onPick={tapPrice}
        onRunnerSelect={openDepth}
        headExtra={
          <>
            <TotalMatched />
            <CashOutBar matchId={Matchid} eventId={eventId} type="odds" />
            <LadderSwitch type="odds" on={ladders.odds} onChange={showLadder} />
          </>
        }
      />
      {ladders.odds && (
        <TradingLadder
          matchId={Matchid}
          eventId={eventId}
          type="odds"
          onPick={tapPrice}
          greenUp={<CashOutBar matchId={Matchid} eventId={eventId} type="odds" />}
        />
      )}
      {below >= 1 && (
        <>
          {/* right under Match Odds: on a phone, the orders waiting there are a thumb away */}
          <UnmatchedBetsPanel key={Matchid} matchId={Matchid} />
          <RunnerMarket
            ids={ids}
            type="book"
            onPick={tapPrice}
            headExtra={<CashOutBar matchId={Matchid} eventId={eventId} type="book" />}
          />
          <RunnerMarket
            ids={ids}
            type="toss"
            onPick={tapPrice}
            onRunnerSelect={openDepth}
            headExtra={<LadderSwitch type="toss" on={ladders.toss} onChange={showLadder} />}
          />
          {ladders.toss && (
            <TradingLadder matchId={Matchid} eventId={eventId} type="toss" onPick={tapPrice} />
          )}
        </>
      )}
      {below >= 2 && <FancySection ids={ids} onPick={tapPrice} renderBook={fancyBook} />}
      {settled && below >= 3 && <BetLists matchId={Matchid} />}
      <BetSlipHost />
      <MarketDepthSlot open={depthOf} />
    </div>
  );
}

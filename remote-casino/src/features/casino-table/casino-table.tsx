import { Spinner } from 'shared-ui';
import { Link } from 'react-router-dom';
import { tableByPath } from '../../lib/casino-catalog';
import { BetSlip } from './bet-slip';
import { MarketsPanel } from './markets-panel';
import { MyRoundBets } from './my-round-bets';
import { HandsView, ResultsStrip, RoundHeader } from './round-header';
import { useTableState } from './use-table-state';
import './casino-table.css';
import { useTexts } from '../../i18n/texts';

/** One live table: round, countdown, cards, markets, bet slip, my bets, last results. */
export function CasinoTable({ gamePath }: { gamePath: string | undefined }) {
  const t = useTexts();
  const table = tableByPath(gamePath);
  const { state, error, refresh } = useTableState(table?.code);
  if (!table) {
    return (
      <section className="ui-panel">
        <h2>{t('table.unknown')}</h2>
        <Link to="/games">{t('table.back')}</Link>
      </section>
    );
  }
  if (!state)
    return error ? (
      <p role="alert" className="ui-panel">
        {error}
      </p>
    ) : (
      <Spinner />
    );
  const open = state.status === 'open';
  return (
    <section className="casino-table">
      <div className="ui-panel">
        <RoundHeader state={state} />
        <HandsView state={state} />
        <ResultsStrip results={state.lastResults} />
      </div>
      <div className="casino-table__play">
        <div className="ui-panel">
          <MarketsPanel markets={state.markets} open={open} />
        </div>
        <div className="ui-panel">
          <BetSlip
            tableCode={state.tableCode}
            roundId={state.roundId}
            open={open}
            onPlaced={refresh}
          />
          <h3>{t('table.myBets')}</h3>
          <MyRoundBets bets={state.bets} />
        </div>
      </div>
      <Link to="/games">{t('table.allTables')}</Link>
    </section>
  );
}

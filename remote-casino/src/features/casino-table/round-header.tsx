import { CardFace as CardFaceLazy } from '../../lib/card-face';
import { WinnerText } from '../../lib/winner-text';
import { STATUS_KEY } from '../../lib/casino-catalog';
import type { TableState } from './api/table-api';
import { useTexts } from '../../i18n/texts';

/** Table name, round id, phase and the seconds left of the phase. */
export function RoundHeader({ state }: { state: TableState }) {
  const t = useTexts();
  return (
    <header className="round-header">
      <h2 translate="no">{state.name}</h2>
      <span data-testid="round-id">{t('lobby.round', { round: state.roundId })}</span>
      <span
        className={`round-header__status round-header__status--${state.status}`}
        data-testid="round-status"
      >
        {t(STATUS_KEY[state.status])}
      </span>
      <span
        className="round-header__timer"
        data-testid="countdown"
        aria-label={t('table.secondsLeft')}
      >
        {t('seconds', { seconds: state.secondsLeft })}
      </span>
    </header>
  );
}

export function HandsView({ state }: { state: TableState }) {
  const t = useTexts();
  return (
    // Focusable: a long deal scrolls inside the box's fixed height.
    <div
      className="hands"
      data-testid="hands"
      role="region"
      aria-label={t('table.hands')}
      tabIndex={0}
    >
      {state.hands.length === 0 ? (
        <p className="hands__waiting">{t('table.dealtLater')}</p>
      ) : (
        state.hands.map((h) => (
          <div key={h.label} className="hands__hand">
            <span className="hands__label" translate="no">
              {h.label}
            </span>
            <span className="hands__cards">
              {h.cards.map((c) => (
                <CardFaceLazy key={c} code={c} />
              ))}
            </span>
          </div>
        ))
      )}
      {state.winner && (
        <p className="hands__winner" role="status" data-testid="round-winner">
          <WinnerText winner={state.winner} />
        </p>
      )}
    </div>
  );
}

export function ResultsStrip({ results }: { results: TableState['lastResults'] }) {
  const t = useTexts();
  return (
    <ol
      className="results-strip"
      aria-label={t('table.lastResults')}
      data-testid="last-results"
      // it scrolls sideways on a phone: a tab stop lets a keyboard scroll it
      tabIndex={0}
    >
      {results.map((r) => (
        <li key={r.roundId} title={t('lobby.round', { round: r.roundId })} translate="no">
          {r.winner}
        </li>
      ))}
    </ol>
  );
}

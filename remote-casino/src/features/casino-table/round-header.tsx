import { CardFace as CardFaceLazy } from '../../lib/card-face';
import { STATUS_LABEL } from '../../lib/casino-catalog';
import type { TableState } from './api/table-api';

/** Table name, round id, phase and the seconds left of the phase. */
export function RoundHeader({ state }: { state: TableState }) {
  return (
    <header className="round-header">
      <h2>{state.name}</h2>
      <span data-testid="round-id">Round {state.roundId}</span>
      <span
        className={`round-header__status round-header__status--${state.status}`}
        data-testid="round-status"
      >
        {STATUS_LABEL[state.status]}
      </span>
      <span className="round-header__timer" data-testid="countdown" aria-label="seconds left">
        {state.secondsLeft}s
      </span>
    </header>
  );
}

export function HandsView({ state }: { state: TableState }) {
  return (
    <div className="hands" data-testid="hands">
      {state.hands.length === 0 ? (
        <p className="hands__waiting">Cards are dealt when betting closes.</p>
      ) : (
        state.hands.map((h) => (
          <div key={h.label} className="hands__hand">
            <span className="hands__label">{h.label}</span>
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
          Winner: {state.winner}
        </p>
      )}
    </div>
  );
}

export function ResultsStrip({ results }: { results: TableState['lastResults'] }) {
  return (
    <ol
      className="results-strip"
      aria-label="last results"
      data-testid="last-results"
      // it scrolls sideways on a phone: a tab stop lets a keyboard scroll it
      tabIndex={0}
    >
      {results.map((r) => (
        <li key={r.roundId} title={`Round ${r.roundId}`}>
          {r.winner}
        </li>
      ))}
    </ol>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { currentLanguage, formatCoins } from 'shared-auth';
import { wallTimeText } from 'shared-maths/player-time';
import { namedParts, NamedText, partsText, type NamedPart } from 'shared-ui/named-text';
import { ledgerListQuery, type LedgerLine } from './api/ledger-api';
import { LedgerIndexTable } from './ledger-index-table';
import type { LedgerNavState } from './ledger-nav-state';
import { amountClass } from './summary-box';
import './ledgers.css';
import { useTexts } from '../../i18n/texts';

export const lineState = (l: LedgerLine): LedgerNavState => ({
  matchId: l.matchId,
  sportId: l.sportId,
  date: l.date,
  description: l.description,
  matchName: l.matchName,
  team1: l.team1 ?? '',
  team2: l.team2 ?? '',
});

type Line = Pick<LedgerNavState, 'sportId' | 'date' | 'description'> &
  Partial<Pick<LedgerNavState, 'team1' | 'team2'>>;

/**
 * A line's name: a match by its teams in the player's words (the names kept; the server's name
 * when the line has no teams), or the casino's day.
 */
function lineParts(t: ReturnType<typeof useTexts>, l: Line): NamedPart[] {
  if (l.sportId !== 4)
    return [{ text: t('ledger.casinoDay', { day: wallTimeText(l.date, currentLanguage()) }) }];
  if (!l.team1) return [{ text: l.description, name: true }];
  return namedParts((stand) => t('ledger.match', stand), { team1: l.team1, team2: l.team2 ?? '' });
}

export const lineName = (t: ReturnType<typeof useTexts>, l: Line): string =>
  partsText(lineParts(t, l));

/** A line's name on the page: each name in a bdi no translator rewrites. */
export function LineName({ line }: { line: Line }) {
  return <NamedText parts={lineParts(useTexts(), line)} />;
}

/** The spec's column labels (shown in the player's language). */
const HEADERS = ['Date', 'Description', 'Won', 'Lost', 'Balance'];

/** /Ledgers: one line per settled match (opens /LedMatDetails) and per casino day (opens /casinoDetails). */
export function LedgersList() {
  const t = useTexts();
  const navigate = useNavigate();
  const { data, isLoading: loading } = useQuery(ledgerListQuery);
  const open = (l: LedgerLine) =>
    navigate(l.sportId === 4 ? '/LedMatDetails' : '/casinoDetails', { state: lineState(l) });
  return (
    <section className="ui-panel ledgers">
      <h2>{t('ledger.title')}</h2>
      <LedgerIndexTable
        label={t('ledger.label')}
        headers={HEADERS}
        loading={loading}
        rows={data}
        empty={t('ledger.empty')}
        rowKey={(l) => `${l.sportId}:${l.matchId}`}
        cells={(l) => (
          <>
            <td>{wallTimeText(l.date, currentLanguage())}</td>
            <td>
              <button type="button" className="link-button" onClick={() => open(l)}>
                <LineName line={l} />
              </button>
            </td>
            <td className="amount-pos">{formatCoins(l.won)}</td>
            <td className="amount-neg">{formatCoins(l.lost)}</td>
            <td className={amountClass(l.balance)}>{formatCoins(l.balance)}</td>
          </>
        )}
      />
    </section>
  );
}

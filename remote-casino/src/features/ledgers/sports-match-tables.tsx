import { utcTextInPlayerZone } from 'shared-maths/player-time';
import type { LedgerMatchDetails } from './api/ledger-api';
import { LedgerTable } from './ledger-table';
import { SummaryBoxes } from './summary-box';
import { useTexts } from '../../i18n/texts';

/** The spec's labels (shown in the player's language). */
const BOOK_HEADERS = ['Team', 'Won By', 'Date', 'Rate', 'Amount', 'Mode'];
const FANCY_HEADERS = ['Runner', 'Date', 'Rate', 'Result', 'Amount', 'Mode'];
const boxes = (d: LedgerMatchDetails) =>
  [
    ['Match Plus Minus', d.matchPM],
    ['Fancy Plus Minus', d.sessionPlusMinus],
    ['Total Commission', d.totalCommission],
    ['Mob. App. Charges', d.mobileCharge],
    ['Net Plus Minus', d.netPlusMinus],
  ] as const;

/** Sport id 4: MATCH BETS (only if a book bet exists), FANCY BETS (only with a result), five boxes. */
export function SportsMatchTables({ d }: { d: LedgerMatchDetails }) {
  const t = useTexts();
  const fancy = d.sessionBetsDataList.filter((b) => b.resultScore.trim() !== '');
  return (
    <>
      {d.bookBetsDataList.length > 0 && (
        <LedgerTable
          title={t('ledger.matchBets')}
          label={t('ledger.matchBets')}
          headers={BOOK_HEADERS}
          rows={d.bookBetsDataList}
          cells={(b) => [b.team, b.winner, utcTextInPlayerZone(b.date), b.rate, b.amount, b.type]}
          pl={(b) => b.pl}
        />
      )}
      <LedgerTable
        title={t('ledger.fancyBets')}
        label={t('ledger.fancyBets')}
        headers={FANCY_HEADERS}
        rows={fancy}
        cells={(b) => [
          b.match,
          utcTextInPlayerZone(b.date),
          b.rate,
          b.resultScore,
          b.amount,
          b.betType,
        ]}
        pl={(b) => b.pl}
      />
      <SummaryBoxes boxes={boxes(d)} />
    </>
  );
}

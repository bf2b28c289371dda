import { utcTextInPlayerZone } from 'shared-maths/player-time';
import type { CasinoMatchDetails } from './api/ledger-api';
import { LedgerTable } from './ledger-table';
import { SummaryBoxes } from './summary-box';
import { useTexts } from '../../i18n/texts';

/** The spec's labels (shown in the player's language). */
const HEADERS = [
  'Date',
  'Match Id',
  'Type',
  'Bet Placed',
  'Amount',
  'Rate',
  'Result',
  'Mode',
  'Won/Loss',
];
const boxes = (d: CasinoMatchDetails) =>
  [
    ['Match Plus Minus', d.matchProfitLoss],
    ['Total Commission', d.totalCommission],
    ['Mob. App. Charges', d.mobileCharge],
    ['Net Plus Minus', d.netPlusMinus],
  ] as const;

/** Sport id 5: the casino BETS table titled with the match name, and four boxes. */
export function CasinoMatchTable({ d, title }: { d: CasinoMatchDetails; title: string }) {
  const t = useTexts();
  return (
    <>
      <LedgerTable
        title={title}
        label={t('ledger.casinoBets')}
        headers={HEADERS}
        rows={d.casinoBetsDataLists}
        cells={(b) => [
          utcTextInPlayerZone(b.date),
          b.matchID,
          b.type,
          b.betPlaced,
          b.amount,
          b.rate,
          b.result,
          b.mode,
          b.winLoss,
        ]}
        pl={(b) => b.pl}
      />
      <SummaryBoxes boxes={boxes(d)} />
    </>
  );
}

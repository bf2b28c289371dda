import { currentLanguage } from 'shared-auth';
import { utcTextInPlayerZone } from 'shared-maths/player-time';
import type { CasinoMatchDetails } from './api/ledger-api';
import { LedgerTable, type LedgerColumn } from './ledger-table';
import { SummaryBoxes } from './summary-box';
import { useTexts } from '../../i18n/texts';

type CasinoBet = CasinoMatchDetails['casinoBetsDataLists'][number];

const COLUMNS: LedgerColumn<CasinoBet>[] = [
  ['Date', (b) => utcTextInPlayerZone(b.date, currentLanguage())],
  ['Match Id', (b) => b.matchID],
  ['Type', (b) => b.type],
  ['Bet Placed', (b) => b.betPlaced],
  ['Amount', (b) => b.amount],
  ['Rate', (b) => b.rate],
  ['Result', (b) => b.result],
  ['Mode', (b) => b.mode],
  ['Won/Loss', (b) => b.winLoss],
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
        columns={COLUMNS}
        rows={d.casinoBetsDataLists}
      />
      <SummaryBoxes boxes={boxes(d)} />
    </>
  );
}

import { currentLanguage } from 'shared-auth';
import { utcTextInPlayerZone } from 'shared-maths/player-time';
import type { LedgerMatchDetails } from './api/ledger-api';
import { LedgerTable, type LedgerColumn } from './ledger-table';
import { SummaryBoxes } from './summary-box';
import { useTexts } from '../../i18n/texts';

const date = (b: { date: string }) => utcTextInPlayerZone(b.date, currentLanguage());
const BOOK_COLUMNS: LedgerColumn<LedgerMatchDetails['bookBetsDataList'][number]>[] = [
  ['Team', (b) => b.team],
  ['Won By', (b) => b.winner],
  ['Date', date],
  ['Rate', (b) => b.rate],
  ['Amount', (b) => b.amount],
  ['Mode', (b) => b.type],
];
const FANCY_COLUMNS: LedgerColumn<LedgerMatchDetails['sessionBetsDataList'][number]>[] = [
  ['Runner', (b) => b.match],
  ['Date', date],
  ['Rate', (b) => b.rate],
  ['Result', (b) => b.resultScore],
  ['Amount', (b) => b.amount],
  ['Mode', (b) => b.betType],
];
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
          columns={BOOK_COLUMNS}
          rows={d.bookBetsDataList}
        />
      )}
      <LedgerTable title={t('ledger.fancyBets')} columns={FANCY_COLUMNS} rows={fancy} />
      <SummaryBoxes boxes={boxes(d)} />
    </>
  );
}

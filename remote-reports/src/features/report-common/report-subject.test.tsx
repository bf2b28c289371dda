import { act, render } from '@testing-library/react';
import type { ReportSubject } from 'shared-api-types';
import { setLanguage } from 'shared-auth';
import { t } from '../../i18n/texts';
import { BET_COLUMNS, type BetRow } from './bet-row';
import { NamedText } from 'shared-ui/named-text';
import { subjectParts, subjectText } from './report-subject';

const sports = (over: Partial<Extract<ReportSubject, { kind: 'sports' }>>): ReportSubject => ({
  kind: 'sports',
  matchId: '12',
  team1: 'India',
  team2: 'Australia',
  marketType: 'odds',
  market: '',
  ...over,
});
const round: ReportSubject = {
  kind: 'casino',
  tableCode: 't20',
  table: 'Teen Patti T20',
  round: '7',
};

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('what a report row is about, in the player language', () => {
  it('in English, as the server wrote it', () => {
    expect(subjectText(t, sports({}))).toBe('India v Australia - Match Odds');
    expect(subjectText(t, round)).toBe('Teen Patti T20 round 7');
  });

  it('in Hindi: the words worded, the names kept', async () => {
    await setLanguage('hi');
    expect(subjectText(t, sports({}))).toBe('India बनाम Australia - मैच ऑड्स');
    expect(subjectText(t, sports({ marketType: 'toss' }))).toBe('India बनाम Australia - टॉस');
    // a session by its name; a match the report cannot name by its id
    expect(subjectText(t, sports({ marketType: 'session', market: '6 Over Runs IND' }))).toBe(
      'India बनाम Australia - 6 Over Runs IND',
    );
    expect(subjectText(t, sports({ team1: '', team2: '', marketType: 'session' }))).toBe(
      'मैच 12 - फ़ैंसी',
    );
    expect(subjectText(t, round)).toBe('Teen Patti T20 राउंड 7');
  });

  it('marks each name, and only the names, as not to translate', async () => {
    await setLanguage('hi');
    const { container } = render(
      <NamedText parts={subjectParts(t, sports({ marketType: 'session', market: 'Powerplay' }))} />,
    );
    const names = [...container.querySelectorAll('bdi[translate="no"]')].map((b) => b.textContent);
    expect(names).toEqual(['India', 'Australia', 'Powerplay']);
    expect(container.textContent).toBe('India बनाम Australia - Powerplay');
  });
});

describe("a bet row's server words", () => {
  it('reads the side, the status and a sports market type in Hindi; a casino market as named', async () => {
    await setLanguage('hi');
    const row: BetRow = {
      client: 'demo',
      description: 'India v Australia - Toss',
      about: sports({ marketType: 'toss' }),
      selection: 'India',
      type: 'Lay',
      odds: '1.90',
      dateCreation: '03/01/2025 14:05:00',
      pl: '0.00',
      liability: '90.00',
      betType: 'Toss',
      status: 'Void',
    };
    const c = BET_COLUMNS;
    const read = (r: BetRow) => [c.type, c.betType, c.status].map((col) => col.text(r, 0));
    expect(read(row)).toEqual(['ले', 'टॉस', 'रद्द']);
    expect(read({ ...row, about: round, betType: 'Winner', type: 'Back' })).toEqual([
      'बैक',
      'Winner',
      'रद्द',
    ]);
  });
});

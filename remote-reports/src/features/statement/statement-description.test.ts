import type { StatementRow } from 'shared-api-types';
import { setLanguage } from 'shared-auth';
import { t } from '../../i18n/texts';
import { statementDescription } from './statement-report';

const row = (over: Partial<StatementRow>): StatementRow => ({
  date: '',
  description: '',
  kind: 'settlement',
  subject: '',
  about: null,
  credit: '0.00',
  debit: '0.00',
  balance: '0.00',
  ...over,
});

describe('a statement row in the player language', () => {
  it('words the kind and keeps the names', async () => {
    await setLanguage('hi');
    expect(statementDescription(t, row({ kind: 'deposit', description: 'Opening balance' }))).toBe(
      'शुरुआती बैलेंस',
    );
    const subject = 'India v Australia - Match Odds';
    expect(statementDescription(t, row({ kind: 'commission', subject }))).toBe(
      `कमीशन - ${subject}`,
    );
    expect(statementDescription(t, row({ kind: 'settlement', subject }))).toBe(subject);
    // a kind this client does not know: the server's sentence
    const unknown = row({ kind: 'bonus' as StatementRow['kind'], description: 'Welcome bonus' });
    expect(statementDescription(t, unknown)).toBe('Welcome bonus');
  });
});

describe("a statement row's subject (about)", () => {
  it('words the match, the market type and the round; the names stay as they are', async () => {
    await setLanguage('hi');
    const match = {
      kind: 'sports' as const,
      matchId: '7',
      team1: 'India',
      team2: 'Australia',
      marketType: 'odds' as const,
      market: '',
    };
    expect(statementDescription(t, row({ kind: 'settlement', about: match }))).toBe(
      'India बनाम Australia - मैच ऑड्स',
    );
    const round = {
      kind: 'casino' as const,
      tableCode: 't20',
      table: 'Teen Patti T20',
      round: '7',
    };
    expect(statementDescription(t, row({ kind: 'commission', about: round }))).toBe(
      'कमीशन - Teen Patti T20 राउंड 7',
    );
  });
});

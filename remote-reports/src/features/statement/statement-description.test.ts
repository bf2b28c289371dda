import type { StatementRow } from 'shared-api-types';
import { setLanguage } from 'shared-auth';
import { t } from '../../i18n/texts';
import { statementDescription } from './statement-report';

const row = (over: Partial<StatementRow>): StatementRow => ({
  date: '',
  description: '',
  kind: 'settlement',
  subject: '',
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

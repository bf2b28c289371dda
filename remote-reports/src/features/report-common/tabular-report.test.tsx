import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from 'shared-auth';
import { BET_COLUMNS, type BetRow } from './bet-row';
import { TabularReport } from './tabular-report';

const columns = [BET_COLUMNS.client, BET_COLUMNS.date, BET_COLUMNS.pl];

function renderReport() {
  render(
    <MemoryRouter>
      <TabularReport<BetRow>
        name="bet-history"
        csvFilename="bets.csv"
        columns={columns}
        rows={[]}
        page={0}
        onPage={() => undefined}
      />
    </MemoryRouter>,
  );
}

afterEach(async () => {
  await act(() => setLanguage('en'));
});

test("the spec's column labels in English, their translations in Hindi", async () => {
  renderReport();
  expect(screen.getByRole('heading', { name: 'Client Bet History' })).toBeTruthy();
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'Client',
    'Date',
    'P_L',
  ]);
  await act(() => setLanguage('hi'));
  expect(screen.getByRole('heading', { name: 'क्लाइंट दाँव इतिहास' })).toBeTruthy();
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'क्लाइंट',
    'तारीख',
    'लाभ_हानि',
  ]);
  expect(screen.getByText('चुनी गई तारीखों के लिए कोई रिकॉर्ड नहीं मिला।')).toBeTruthy();
});

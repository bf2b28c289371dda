import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { Amount } from './amount';
import type { ReportColumn } from './report-columns';
import { ReportTable } from './report-table';

interface Row {
  n: number;
  pl: string;
}
const columns: ReportColumn<Row>[] = [
  { header: 'S.No.', text: (_r, i) => String(i + 1) },
  { header: 'P_L', text: (r) => r.pl, cell: (r) => <Amount value={r.pl} />, numeric: true },
];

function Harness({ rows }: { rows: Row[] }) {
  const [page, setPage] = useState(0);
  return (
    <ReportTable
      caption="Test"
      columns={columns}
      rows={rows}
      page={page}
      onPage={setPage}
      totals={['Totals', '1.00']}
    />
  );
}

describe('ReportTable', () => {
  it('shows 10 rows and moves by 10 with Next / Previous', () => {
    const rows = Array.from({ length: 25 }, (_, n) => ({ n, pl: n % 2 ? `-${n}.00` : `${n}.00` }));
    render(<Harness rows={rows} />);
    const body = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');
    expect(body()).toHaveLength(10);
    expect(screen.getByText(/Page 1 of 3/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(body()[0]!).getAllByRole('cell')[0]!.textContent).toBe('11');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(body()).toHaveLength(5);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText(/Page 2 of 3/)).toBeTruthy();
    expect(screen.getByText('-11.00').className).toBe('amount-neg');
    expect(screen.getByText('Totals')).toBeTruthy();
  });

  it('says there is nothing for the range and spans every column', () => {
    render(<Harness rows={[]} />);
    const cell = screen.getByText('No records found for the selected dates.');
    expect(cell.getAttribute('colspan')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByText('Totals')).toBeNull();
  });

  it('shows the loading state instead of rows', () => {
    render(
      <ReportTable caption="Test" columns={columns} rows={[]} page={0} onPage={() => {}} loading />,
    );
    expect(screen.getByText('Loading...')).toBeTruthy();
  });

  it('labels every cell with its header (the phone card layout shows it) and the scroller is a tab stop', () => {
    render(<Harness rows={[{ n: 0, pl: '5.00' }]} />);
    const cells = screen.getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual([
      'S.No.',
      'P_L',
      'S.No.',
      'P_L',
    ]);
    const region = screen.getByRole('region', { name: 'Test' });
    expect(region.tabIndex).toBe(0);
  });
});

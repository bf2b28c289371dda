import { act, fireEvent, render, screen } from '@testing-library/react';
import { apiClient, useStakeSettings } from 'shared-auth';
import { QuickStakesEditor } from './quick-stakes-editor';

jest.mock('shared-auth', () => ({
  ...jest.requireActual('shared-auth'),
  notifySuccess: jest.fn(),
}));
// The real callApi over a stubbed transport.
const mockedSave = jest.spyOn(apiClient, 'post');
const reply = (data: unknown) => ({ data }) as Awaited<ReturnType<typeof apiClient.post>>;

const LIMITS = {
  minStake: '100.00',
  maxStake: '200000.00',
  oneClick: false,
  oneClickStake: '100.00',
};

beforeEach(() => {
  mockedSave.mockReset();
  // load() would call the API; the store is already loaded with the player's buttons.
  useStakeSettings.setState({
    settings: { quickStakes: ['100.00', '500.00'], ...LIMITS },
    loaded: true,
    load: async () => undefined,
  });
});

const box = (n: number) => screen.getByLabelText(`Stake ${n}`) as HTMLInputElement;
async function save() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save quick stakes' }));
  });
}

test('shows the stored buttons without .00', () => {
  render(<QuickStakesEditor />);
  expect([box(1).value, box(2).value]).toEqual(['100', '500']);
});

test('a bad amount is marked and nothing is sent', async () => {
  render(<QuickStakesEditor />);
  fireEvent.change(box(2), { target: { value: '50' } });
  await save();
  expect(mockedSave).not.toHaveBeenCalled();
  expect(screen.getByRole('alert').textContent).toBe('Stake 2: the minimum stake is 100.00 Coins.');
  expect(box(2).getAttribute('aria-invalid')).toBe('true');
});

test('saving sends the list and puts the saved settings in the shared store', async () => {
  const saved = { quickStakes: ['100.00', '700.00', '2500.00'], ...LIMITS };
  mockedSave.mockResolvedValue(reply({ status: 0, message: 'Quick stakes saved', data: saved }));
  render(<QuickStakesEditor />);
  fireEvent.change(box(2), { target: { value: '700' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add a stake' }));
  fireEvent.change(box(3), { target: { value: '2,500' } });
  await save();
  expect(mockedSave).toHaveBeenCalledWith(
    '/User/SaveStakeSettings',
    { QuickStakes: ['100', '700', '2500'] },
    expect.objectContaining({ silent: true }),
  );
  expect(useStakeSettings.getState().settings).toEqual(saved);
  expect(screen.getByRole('status').textContent).toMatch(/saved/);
});

test('a refusal is shown in the form with the server sentence', async () => {
  mockedSave.mockResolvedValue(
    reply({ status: 1, message: 'Quick stakes must be at most 200000.00 Coins.', data: null }),
  );
  render(<QuickStakesEditor />);
  await save();
  expect(screen.getByRole('alert').textContent).toBe(
    'Quick stakes must be at most 200000.00 Coins.',
  );
});

test('remove drops a box; at most 8 boxes', () => {
  render(<QuickStakesEditor />);
  fireEvent.click(screen.getByRole('button', { name: 'Remove stake 1' }));
  expect(box(1).value).toBe('500');
  const add = screen.getByRole('button', { name: 'Add a stake' });
  for (let i = 0; i < 10; i += 1) fireEvent.click(add);
  expect(screen.getAllByLabelText(/^Stake \d$/)).toHaveLength(8);
  expect((add as HTMLButtonElement).disabled).toBe(true);
});

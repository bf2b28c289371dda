import { act, render } from '@testing-library/react';
import { setLanguage } from 'shared-auth';
import { WinnerText } from './winner-text';

describe('WinnerText', () => {
  it('says the sentence in the player language with the winner marked as a name', async () => {
    const { container } = render(<WinnerText winner="Player A" />);
    expect(container.textContent).toBe('Winner: Player A');
    await act(() => setLanguage('hi'));
    expect(container.textContent).toBe('विजेता: Player A');
    const name = container.querySelector('bdi[translate="no"]');
    expect(name?.textContent).toBe('Player A');
    await act(() => setLanguage('en'));
  });
});

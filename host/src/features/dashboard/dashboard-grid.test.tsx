import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DashboardGrid } from './dashboard-grid';

// Emoji show as empty boxes where no emoji font is installed (Debian's Chromium).
const EMOJI = /\p{Extended_Pictographic}/u;

test('every tile has an inline SVG icon, hidden from screen readers, and no emoji', () => {
  render(
    <MemoryRouter>
      <DashboardGrid />
    </MemoryRouter>,
  );
  const tiles = screen.getAllByRole('link');
  expect(tiles).toHaveLength(15);
  for (const tile of tiles) {
    const icon = tile.querySelector('svg');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(icon?.querySelector('path, circle, rect, ellipse')).not.toBeNull();
    expect(tile.textContent).not.toMatch(EMOJI);
  }
});

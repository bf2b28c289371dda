import { render } from '@testing-library/react';
import { chartData } from './chart-data';
import { ChanceView, WormView } from './chart-views';
import { history } from './history-fixture';

const axisTexts = (container: HTMLElement): string[] =>
  [...container.querySelectorAll('.match-chart__axes text')].map((t) => t.textContent ?? '');

test('the axes read whole overs and whole runs, never 0.6000000000000001', () => {
  const d = { ...chartData(history()), matchOvers: 1.6, inningsOvers: 1.6, topScore: 1 };
  const f = { width: 500, height: 196, maxX: 1, maxY: 1 };
  for (const view of [
    <ChanceView key="c" d={d} f={f} label="c" />,
    <WormView key="w" d={d} f={f} label="w" />,
  ]) {
    const { container, unmount } = render(view);
    const texts = axisTexts(container);
    expect(texts.length).toBeGreaterThan(2);
    for (const text of texts) expect(text).toMatch(/^\d+%?$/);
    unmount();
  }
});

import { act, render } from '@testing-library/react';
import { memo } from 'react';
import { defineTexts } from './define-texts';
import { i18n } from './i18n-instance';

const english = { 'demo.hello': 'Hello', 'demo.name': 'Hello {{name}}' };
const hindi = { 'demo.hello': 'नमस्ते', 'demo.name': 'नमस्ते {{name}}' };
let hindiLoads = 0;
const { useTexts } = defineTexts('demo', english, async () => {
  hindiLoads += 1;
  return hindi;
});

let draws = 0;
const Line = memo(function Line({ who }: { who: string }) {
  const t = useTexts();
  draws += 1;
  return (
    <p>
      {t('demo.hello')} / {t('demo.name', { name: who })}
    </p>
  );
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('useTexts', () => {
  it('keeps one function while nothing changes, so memoised rows do not draw again', () => {
    const view = render(
      <>
        <Line who="A" />
        <Line who="B" />
      </>,
    );
    expect(view.container.textContent).toBe('Hello / Hello AHello / Hello B');
    draws = 0;
    view.rerender(
      <>
        <Line who="A" />
        <Line who="B" />
      </>,
    );
    expect(draws).toBe(0);
  });

  it('draws again in the new language on a switch, and when texts arrive after it', async () => {
    const view = render(<Line who="A" />);
    // the switch before the texts: English stays (the fallback) until they are added
    await act(() => i18n.changeLanguage('hi'));
    expect(view.container.textContent).toBe('Hello / Hello A');
    act(() => void i18n.addResourceBundle('hi', 'demo', hindi));
    expect(view.container.textContent).toBe('नमस्ते / नमस्ते A');
    await act(() => i18n.changeLanguage('en'));
    expect(view.container.textContent).toBe('Hello / Hello A');
    expect(hindiLoads).toBe(0);
  });

  // a remote loaded later (the match chart's texts, another app) must not redraw every price cell
  it("draws nothing again when another namespace's texts arrive", () => {
    render(<Line who="A" />);
    draws = 0;
    act(() => void i18n.addResourceBundle('en', 'demo-other', { 'other.key': 'Other' }));
    expect(draws).toBe(0);
    act(() => void i18n.addResourceBundle('en', 'demo', { 'demo.extra': 'More' }, true));
    expect(draws).toBe(1);
  });
});

import { useEffect, useState } from 'react';
import { useTexts } from '../i18n/texts';
import './delay-countdown.css';

/** Tenths of a second left of an in-play delay that started at `startedAt` (ms since epoch). */
export function delayLeft(startedAt: number, delayMs: number, now: number): number {
  return Math.max(0, Math.ceil((startedAt + delayMs - now) / 100));
}

/** "In-play delay 1.4 s" counting down, then "Checking the price" until the server answers. */
export function DelayCountdown({ startedAt, delayMs }: { startedAt: number; delayMs: number }) {
  const t = useTexts();
  const [now, setNow] = useState(() => Date.now());
  const left = delayLeft(startedAt, delayMs, now);
  useEffect(() => {
    if (left === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 100);
    return () => clearInterval(timer);
  }, [left]);
  const fraction = delayMs > 0 ? (left * 100) / delayMs : 0;
  return (
    <div className="delay-countdown" role="timer" data-testid="delay-countdown">
      <span>
        {left > 0 ? t('delay.left', { seconds: (left / 10).toFixed(1) }) : t('delay.checking')}
      </span>
      <span className="delay-countdown__bar" style={{ width: `${fraction * 100}%` }} />
    </div>
  );
}

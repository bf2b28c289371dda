// The odds section's baseline: the naive way to show live prices. One useState at the top holds
// every price; each tick replaces it, so the whole list (rows and cells, none memoised) renders.
// Query: rows (50), cols (6), change (cells changed per tick, default all), tick (ms, 1000).
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

const q = new URLSearchParams(window.location.search);
const ROWS = Number(q.get('rows') ?? 50);
const COLS = Number(q.get('cols') ?? 6);
const CHANGE = Math.min(ROWS * COLS, Number(q.get('change') ?? ROWS * COLS));
const TICK_MS = Number(q.get('tick') ?? 1000);

const first = Array.from({ length: ROWS * COLS }, (_, i) => 150 + (i % 97));

function Cell({ price, side }) {
  return <span className={`price-cell price-cell--${side}`}>{(price / 100).toFixed(2)}</span>;
}

function Row({ index, prices }) {
  return (
    <li className="floor-row">
      <span>Match {index + 1}</span>
      {prices.map((p, c) => (
        <Cell key={c} price={p} side={c < COLS / 2 ? 'back' : 'lay'} />
      ))}
    </li>
  );
}

function PriceList() {
  const [prices, setPrices] = useState(first);
  useEffect(() => {
    let tick = 0;
    const timer = setInterval(() => {
      tick += 1;
      window.floorTicks = tick;
      const step = tick % 2 === 1 ? 1 : -1;
      setPrices((old) => old.map((p, i) => (i < CHANGE ? p + step : p)));
    }, TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <ul className="floor-list">
      {Array.from({ length: ROWS }, (_, r) => (
        <Row key={r} index={r} prices={prices.slice(r * COLS, r * COLS + COLS)} />
      ))}
    </ul>
  );
}

createRoot(document.getElementById('root')).render(<PriceList />);

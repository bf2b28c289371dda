import './card-face.css';

const SUIT: Record<string, { symbol: string; red: boolean; name: string }> = {
  S: { symbol: '♠', red: false, name: 'spades' },
  H: { symbol: '♥', red: true, name: 'hearts' },
  D: { symbol: '♦', red: true, name: 'diamonds' },
  C: { symbol: '♣', red: false, name: 'clubs' },
};

/** One playing card from its code ("10H", "AS"). */
export function CardFace({ code }: { code: string }) {
  const suit = SUIT[code.slice(-1)] ?? { symbol: '?', red: false, name: '' };
  const rank = code.slice(0, -1);
  return (
    <span
      className={`card-face${suit.red ? ' card-face--red' : ''}`}
      data-testid="card"
      aria-label={`${rank} of ${suit.name}`}
      title={code}
    >
      {rank}
      {suit.symbol}
    </span>
  );
}

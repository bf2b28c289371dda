import './card-face.css';
import { type CasinoKey, useTexts } from '../i18n/texts';

const SUIT: Record<string, { symbol: string; red: boolean; name: CasinoKey }> = {
  S: { symbol: '♠', red: false, name: 'card.suit.S' },
  H: { symbol: '♥', red: true, name: 'card.suit.H' },
  D: { symbol: '♦', red: true, name: 'card.suit.D' },
  C: { symbol: '♣', red: false, name: 'card.suit.C' },
};

/** One playing card from its code ("10H", "AS"). */
export function CardFace({ code }: { code: string }) {
  const t = useTexts();
  const suit = SUIT[code.slice(-1)];
  const rank = code.slice(0, -1);
  return (
    <span
      className={`card-face${suit?.red ? ' card-face--red' : ''}`}
      data-testid="card"
      aria-label={suit ? t('card.label', { rank, suit: t(suit.name) }) : code}
      title={code}
    >
      {rank}
      {suit?.symbol ?? '?'}
    </span>
  );
}

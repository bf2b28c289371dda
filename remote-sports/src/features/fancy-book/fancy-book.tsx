import { memo } from 'react';
import { fancyBook } from 'shared-maths/fancy-book';
import { formatCents } from 'shared-maths/money';
import { fancyBets } from '../../lib/bets/bet-maths';
import { useMatchBets } from '../../lib/bets/bets-query';
import { useOddsStore } from '../../lib/odds/odds-store';
import { runRangeText, useTexts } from '../../i18n/texts';
import './fancy-book.css';

/**
 * The player's book of one fancy session: P/L for every final score, as the run ranges where it
 * is constant. Recomputed whenever the bet lists change (a new bet, a settlement).
 */
export const FancyBook = memo(function FancyBook({
  matchId,
  sid,
}: {
  matchId: string;
  sid: string;
}) {
  const t = useTexts();
  const bets = useMatchBets(matchId, (b) => b.lists.session);
  const name = useOddsStore((s) => s.sessions[sid]?.name ?? sid);
  const book = fancyBook(fancyBets(bets, sid));
  if (book.length === 0) return null;
  return (
    <ul
      className="fancy-book"
      aria-label={t('fancy.book', { runner: name })}
      data-testid={`fancy-book-${sid}`}
    >
      {book.map((r) => (
        <li key={r.from} data-testid={`fancy-book-${sid}-${r.from}`}>
          <span className="fancy-book__runs">{runRangeText(t, r)}</span>
          <b className={r.pl < 0 ? 'amount-neg' : 'amount-pos'}>{formatCents(r.pl)}</b>
        </li>
      ))}
    </ul>
  );
});

import { useTexts } from '../i18n/texts';

/** Stands in for the winner while the sentence is split around it (a private-use character). */
const MARK = '\uE000';

/**
 * "Winner: Player A" in the player's language, the winner (the feed's name of a hand or market)
 * marked as a name, not text to translate, wherever the language puts it in the sentence.
 */
export function WinnerText({ winner }: { winner: string }) {
  const t = useTexts();
  const [before = '', after = ''] = t('lobby.winner', { winner: MARK }).split(MARK);
  return (
    <>
      {before}
      <bdi translate="no">{winner}</bdi>
      {after}
    </>
  );
}

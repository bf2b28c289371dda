import { GamesLobby } from '../features/casino-lobby/games-lobby';
import { useTexts } from '../i18n/texts';

/** /virtualCasino: the computer-dealt (virtual) tables, played with the real balance. */
export default function VirtualCasinoPage() {
  const t = useTexts();
  return <GamesLobby title={t('lobby.virtualTitle')} note={t('lobby.virtualNote')} />;
}

import { GamesLobby } from '../features/casino-lobby/games-lobby';

/** /virtualCasino: the computer-dealt (virtual) tables, played with the real balance. */
export default function VirtualCasinoPage() {
  return (
    <GamesLobby
      title="Virtual Casino"
      note="Virtual tables are dealt by the computer from a cryptographically secure shuffle, round after round, and play with your real balance. For practice without Coins, see Free Games."
    />
  );
}

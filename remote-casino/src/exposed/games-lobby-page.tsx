import { GamesLobby } from '../features/casino-lobby/games-lobby';

export default function GamesLobbyPage() {
  return <GamesLobby />;
}

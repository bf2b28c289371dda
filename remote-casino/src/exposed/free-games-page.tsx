import { FreeGames } from '../features/free-games/free-games';

export default function FreeGamesPage() {
  return <FreeGames />;
}

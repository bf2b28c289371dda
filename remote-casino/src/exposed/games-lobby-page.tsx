import { NotBuiltPanel } from 'shared-ui';

export default function GamesLobbyPage() {
  return <NotBuiltPanel title="Casino games" />;
}

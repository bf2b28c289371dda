import { NotBuiltPanel } from 'shared-ui';

export default function FreeGamesPage() {
  return <NotBuiltPanel title="Free games" />;
}

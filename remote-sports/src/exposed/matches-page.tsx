import { NotBuiltPanel } from 'shared-ui';

export default function MatchesPage() {
  return <NotBuiltPanel title="Matches" />;
}

import { NotBuiltPanel } from 'shared-ui';

export default function RulesPage() {
  return <NotBuiltPanel title="Rules" />;
}

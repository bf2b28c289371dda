import { NotBuiltPanel } from 'shared-ui';

export default function StatementPage() {
  return <NotBuiltPanel title="Statement" />;
}

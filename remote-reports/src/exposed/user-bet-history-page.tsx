import { NotBuiltPanel } from 'shared-ui';

export default function UserBetHistoryPage() {
  return <NotBuiltPanel title="Client bet history" />;
}

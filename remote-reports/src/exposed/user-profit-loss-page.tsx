import { NotBuiltPanel } from 'shared-ui';

export default function UserProfitLossPage() {
  return <NotBuiltPanel title="Profit and loss" />;
}

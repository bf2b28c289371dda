import { NotBuiltPanel } from 'shared-ui';

export default function MyCommissionPage() {
  return <NotBuiltPanel title="My commission" />;
}

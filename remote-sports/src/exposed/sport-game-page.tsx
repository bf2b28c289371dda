import { NotBuiltPanel } from 'shared-ui';

export default function SportGamePage() {
  return <NotBuiltPanel title="Match betting" />;
}

import { NotBuiltPanel } from 'shared-ui';

export default function HomePage() {
  return <NotBuiltPanel title="Home" />;
}

import { NotBuiltPanel } from 'shared-ui';

export default function ProfilePage() {
  return <NotBuiltPanel title="Profile" />;
}

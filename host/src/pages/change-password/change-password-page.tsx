import { NotBuiltPanel } from 'shared-ui';

export default function ChangePasswordPage() {
  return <NotBuiltPanel title="Change password" />;
}

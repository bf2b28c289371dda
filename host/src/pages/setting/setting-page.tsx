import { NotBuiltPanel } from 'shared-ui';

export default function SettingPage() {
  return <NotBuiltPanel title="Settings" />;
}

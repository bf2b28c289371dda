import { NotBuiltPanel } from 'shared-ui';

export default function SettingAllPage() {
  return <NotBuiltPanel title="All settings" />;
}

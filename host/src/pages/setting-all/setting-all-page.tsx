import { TitledPage } from '../../components/titled-page';
import { QuickStakesEditor } from '../../features/stake-settings/quick-stakes-editor';

export default function SettingAllPage() {
  return (
    <TitledPage id="setting-all" title="settingAll.title">
      <QuickStakesEditor />
    </TitledPage>
  );
}

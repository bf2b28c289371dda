import { useTexts } from '../../i18n/texts';
import { QuickStakesEditor } from '../../features/stake-settings/quick-stakes-editor';

export default function SettingAllPage() {
  const t = useTexts();
  return (
    <section className="ui-panel" aria-labelledby="setting-all-title">
      <h2 id="setting-all-title">{t('settingAll.title')}</h2>
      <QuickStakesEditor />
    </section>
  );
}

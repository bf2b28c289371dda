import { QuickStakesEditor } from '../../features/stake-settings/quick-stakes-editor';

export default function SettingAllPage() {
  return (
    <section className="ui-panel" aria-labelledby="setting-all-title">
      <h2 id="setting-all-title">Quick stakes</h2>
      <QuickStakesEditor />
    </section>
  );
}

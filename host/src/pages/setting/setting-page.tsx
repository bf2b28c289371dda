import { TitledPage } from '../../components/titled-page';
import { LanguageChoice } from '../../features/language/language-choice';
import { useTexts, type HostKey } from '../../i18n/texts';
import { RunningVersions } from './running-versions';
import './setting-page.css';

/** Exactly three boxes (docs/host-pages.md): Language switches the language; then the versions. */
const BOXES: readonly HostKey[] = ['setting.language', 'setting.other', 'setting.otherSetting'];

export default function SettingPage() {
  const t = useTexts();
  return (
    <TitledPage id="setting" title="setting.title">
      <ul className="setting-boxes">
        {BOXES.map((box) => (
          <li key={box} className="setting-box">
            {box === 'setting.language' ? <LanguageChoice label={t(box)} /> : t(box)}
          </li>
        ))}
      </ul>
      <RunningVersions />
    </TitledPage>
  );
}

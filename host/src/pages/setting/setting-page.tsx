import { RunningVersions } from './running-versions';
import './setting-page.css';

/** Exactly three static boxes with no behaviour (docs/host-pages.md), then the running versions. */
const BOXES = ['Language', 'Other', 'Other Setting'] as const;

export default function SettingPage() {
  return (
    <section className="ui-panel" aria-labelledby="setting-title">
      <h2 id="setting-title">Settings</h2>
      <ul className="setting-boxes">
        {BOXES.map((box) => (
          <li key={box} className="setting-box">
            {box}
          </li>
        ))}
      </ul>
      <RunningVersions />
    </section>
  );
}

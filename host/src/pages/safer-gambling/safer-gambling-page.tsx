import { useTexts } from '../../i18n/texts';
import { ActivityView } from '../../features/safer-gambling/activity-view';
import { SelfExclusionForm, TimeOutForm } from '../../features/safer-gambling/break-form';
import { LimitsPanel } from '../../features/safer-gambling/limits-panel';
import '../../features/safer-gambling/safer-gambling.css';

/** /safer-gambling (docs/safer-gambling.md, The pages): limits, reminder, breaks, activity. */
export default function SaferGamblingPage() {
  const t = useTexts();
  return (
    <section className="ui-panel safer-page" aria-labelledby="safer-title">
      <h2 id="safer-title">{t('safer.title')}</h2>
      <p>{t('safer.intro')}</p>
      <h3>{t('safer.limits')}</h3>
      <LimitsPanel />
      <h3>{t('safer.activity')}</h3>
      <ActivityView />
      <TimeOutForm />
      <SelfExclusionForm />
    </section>
  );
}

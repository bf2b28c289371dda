import { useQuery } from '@tanstack/react-query';
import { Spinner } from 'shared-ui';
import { useTexts } from '../../i18n/safer/safer-texts';
import { ActivityView } from '../../features/safer-gambling/activity-view';
import {
  saferActivityQuery,
  saferHelpQuery,
  saferLimitsQuery,
} from '../../features/safer-gambling/api/safer-calls';
import { SelfExclusionForm, TimeOutForm } from '../../features/safer-gambling/break-form';
import { HelpSection } from '../../features/safer-gambling/help-section';
import { ProductBreakForm } from '../../features/safer-gambling/product-break-form';
import { LimitsPanel } from '../../features/safer-gambling/limits-panel';
import '../../features/safer-gambling/safer-gambling.css';

/**
 * /safer-gambling (docs/safer-gambling.md, The client): limits, reminder, activity, breaks, help.
 * One spinner until the three reads are in, then the whole page at once, so nothing moves as data
 * arrives (a help read that fails leaves the page without its help section).
 */
export default function SaferGamblingPage() {
  const t = useTexts();
  const limits = useQuery(saferLimitsQuery);
  const activity = useQuery(saferActivityQuery);
  const help = useQuery(saferHelpQuery);
  const ready = !limits.isPending && !activity.isPending && !help.isPending;
  return (
    <section className="ui-panel safer-page" aria-labelledby="safer-title">
      <h2 id="safer-title">{t('safer.title')}</h2>
      <p>{t('safer.intro')}</p>
      {ready ? (
        <>
          <h3>{t('safer.limits')}</h3>
          <LimitsPanel />
          <h3>{t('safer.activity')}</h3>
          <ActivityView />
          <ProductBreakForm />
          <TimeOutForm />
          <SelfExclusionForm />
          <HelpSection />
        </>
      ) : (
        <Spinner />
      )}
    </section>
  );
}

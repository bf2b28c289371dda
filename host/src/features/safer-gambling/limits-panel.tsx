import { useQuery } from '@tanstack/react-query';
import { zoneName } from 'shared-maths/player-time';
import { Spinner } from 'shared-ui';
import { useTexts } from '../../i18n/safer/safer-texts';
import { saferLimitsQuery } from './api/safer-calls';
import { HelpSection } from './help-section';
import { LimitRow } from './limit-row';
import { LoadFailed } from './load-failed';
import { ReminderChoice } from './reminder-choice';
import { TimeLimitRow } from './time-limit-row';

/** GetLimits: each limit with its pending change, and the session reminder's interval. */
export function LimitsPanel() {
  const t = useTexts();
  const { data, error, isPending, refetch } = useQuery(saferLimitsQuery);
  if (isPending) return <Spinner />;
  if (error) return <LoadFailed error={error} retry={refetch} />;
  return (
    <>
      <p className="safer-note">{t('safer.limitsRule')}</p>
      <ul className="safer-limits">
        {data.limits.map((limit) => (
          <LimitRow key={limit.kind} limit={limit} timeZone={data.timeZone} />
        ))}
        <TimeLimitRow limit={data.timeLimit} timeZone={data.timeZone} />
      </ul>
      <p className="safer-note">
        {t('safer.timesIn', { zone: zoneName(new Date(), data.timeZone) })}
      </p>
      <ReminderChoice minutes={data.realityCheckMinutes} />
      <HelpSection />
    </>
  );
}

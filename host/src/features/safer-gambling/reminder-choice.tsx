import { useState } from 'react';
import { useTexts } from '../../i18n/safer/safer-texts';
import { setRealityCheck } from './api/safer-calls';
import { useLimitWrite } from './use-limit-write';

const CHOICES = [15, 30, 60, 0] as const;

/** The session reminder's interval (15, 30, 60 minutes or off), in force at once. */
export function ReminderChoice({ minutes }: { minutes: number }) {
  const t = useTexts();
  const save = useLimitWrite(setRealityCheck);
  // The choice shows at once; a refused or failed save puts back what the server has.
  const [chosen, setChosen] = useState<number | null>(null);
  const shown = chosen ?? minutes;
  const choose = (choice: number) => {
    setChosen(choice);
    save.mutate(choice, { onError: () => setChosen(null) });
  };
  return (
    <fieldset className="safer-box" disabled={save.isPending}>
      <legend>{t('safer.reminder')}</legend>
      <p className="safer-note">{t('safer.reminderRule')}</p>
      <div className="safer-choices">
        {CHOICES.map((choice) => (
          <label key={choice}>
            <input
              type="radio"
              name="reality-check"
              checked={shown === choice}
              onChange={() => choose(choice)}
            />
            {choice === 0 ? t('safer.reminderOff') : t('safer.reminderEvery', { minutes: choice })}
          </label>
        ))}
      </div>
      {save.error && (
        <p role="alert" className="safer-error">
          {save.error.message}
        </p>
      )}
    </fieldset>
  );
}

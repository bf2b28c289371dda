import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, formatCoins, useStakeSettings } from 'shared-auth';
import { tryParseCents } from 'shared-maths/money';
import { useTexts } from '../../i18n/texts';
import { saveOneClick } from './api/save-one-click';
import { OneClickStatus } from './one-click-status';
import { useOneClick } from './one-click-store';
import './one-click.css';
import { ErrorLine } from '../../components/error-line';

const trimCoins = (s: string): string => s.replace(/\.00$/, '');

/**
 * One-click betting on the match page: the switch (off by default), its stake and, while it is
 * on, a marker that stays in view. Saved on the server with the stake settings.
 */
export function OneClickBar() {
  const t = useTexts();
  const { settings, loaded, load, set } = useStakeSettings();
  // the switch shows the asked state from the tap on, while it is saved (the saved one after):
  // the mutation's own state arrives a tick later, and the switch would flick back meanwhile
  const [asked, setAsked] = useState<boolean | null>(null);
  const saveMutation = useMutation({
    mutationFn: saveOneClick,
    onSuccess: set,
    onSettled: () => setAsked(null),
  });
  const saving = asked !== null || saveMutation.isPending;
  const failure = saveMutation.error;
  const error = failure
    ? failure instanceof ApiError
      ? failure.message
      : t('oneClick.notSaved')
    : null;
  useEffect(() => {
    if (!useStakeSettings.getState().loaded) void load();
    return () => useOneClick.getState().dismiss();
  }, [load]);
  const save = (enabled: boolean, stake: string): void => {
    setAsked(enabled);
    saveMutation.mutate({ Enabled: enabled, Stake: trimCoins(stake) });
  };
  const on = settings.oneClick;
  const stakes = [...new Set([...settings.quickStakes, settings.oneClickStake])].sort(
    (a, b) => (tryParseCents(a) ?? 0) - (tryParseCents(b) ?? 0),
  );
  return (
    <>
      <div className={`one-click${on ? ' one-click--on' : ''}`} data-testid="one-click">
        <label className="one-click__switch">
          <input
            type="checkbox"
            role="switch"
            checked={asked ?? on}
            disabled={!loaded || saving}
            onChange={(e) => save(e.target.checked, settings.oneClickStake)}
          />
          {t('oneClick.switch')}
        </label>
        <label className="one-click__stake">
          {t('orders.stake')}
          <select
            value={settings.oneClickStake}
            disabled={!loaded || saving}
            onChange={(e) => save(on, e.target.value)}
          >
            {stakes.map((q) => (
              <option key={q} value={q}>
                {trimCoins(q)}
              </option>
            ))}
          </select>
        </label>
        {on && (
          <p className="one-click__marker" data-testid="one-click-marker">
            {t('oneClick.on', { amount: formatCoins(settings.oneClickStake) })}
          </p>
        )}
        <ErrorLine className="one-click__error" text={error} />
      </div>
      <OneClickStatus />
    </>
  );
}

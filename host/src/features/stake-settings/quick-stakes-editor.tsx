import { useTexts } from '../../i18n/texts';
import { formatCoins } from 'shared-auth';
import { Spinner } from 'shared-ui';
import { FormMessage } from '../../components/form-message';
import { MAX_QUICK_STAKES } from './stake-list';
import { editorErrorText, useStakeEditor } from './use-stake-editor';
import './stake-settings.css';

export function QuickStakesEditor() {
  const { ready, boxes, settings, error, saving, saved, edit, add, remove, submit } =
    useStakeEditor();
  const t = useTexts();
  if (!ready) return <Spinner />;
  return (
    <form className="stake-editor" onSubmit={(e) => void submit(e)} noValidate>
      <p className="stake-editor__hint">
        {t('stakes.hint', {
          min: formatCoins(settings.minStake),
          max: formatCoins(settings.maxStake),
          count: MAX_QUICK_STAKES,
        })}
      </p>
      <ol className="stake-editor__list">
        {boxes.map((value, i) => (
          <li key={i} className="stake-editor__row">
            <label>
              <span className="stake-editor__label">{t('stakes.stake', { n: i + 1 })}</span>
              <input
                inputMode="numeric"
                value={value}
                aria-invalid={error?.index === i ? 'true' : undefined}
                onChange={(e) => edit(i, e.target.value)}
              />
            </label>
            <button
              type="button"
              className="secondary"
              aria-label={t('stakes.remove', { n: i + 1 })}
              onClick={() => remove(i)}
            >
              ✕
            </button>
          </li>
        ))}
      </ol>
      {error && (
        <FormMessage type="error" className="stake-editor__message">
          {editorErrorText(error)}
        </FormMessage>
      )}
      {saved && (
        <FormMessage type="done" className="stake-editor__message">
          {t('stakes.saved')}
        </FormMessage>
      )}
      <div className="stake-editor__actions">
        <button
          type="button"
          className="secondary"
          onClick={add}
          disabled={boxes.length >= MAX_QUICK_STAKES}
        >
          {t('stakes.add')}
        </button>
        <button type="submit" disabled={saving}>
          {saving ? t('common.saving') : t('stakes.save')}
        </button>
      </div>
    </form>
  );
}

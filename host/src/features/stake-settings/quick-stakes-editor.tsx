import { formatCoins } from 'shared-auth';
import { Spinner } from 'shared-ui';
import { MAX_QUICK_STAKES } from './stake-list';
import { useStakeEditor } from './use-stake-editor';
import './stake-settings.css';

export function QuickStakesEditor() {
  const { ready, boxes, settings, error, saving, savedNote, edit, add, remove, submit } =
    useStakeEditor();
  if (!ready) return <Spinner />;
  return (
    <form className="stake-editor" onSubmit={(e) => void submit(e)} noValidate>
      <p className="stake-editor__hint">
        The buttons every bet slip offers (sports and casino). Whole Coins from{' '}
        {formatCoins(settings.minStake)} to {formatCoins(settings.maxStake)}, up to{' '}
        {MAX_QUICK_STAKES} buttons. They are saved to your account, so they follow you to any
        device.
      </p>
      <ol className="stake-editor__list">
        {boxes.map((value, i) => (
          <li key={i} className="stake-editor__row">
            <label>
              <span className="stake-editor__label">Stake {i + 1}</span>
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
              aria-label={`Remove stake ${i + 1}`}
              onClick={() => remove(i)}
            >
              ✕
            </button>
          </li>
        ))}
      </ol>
      {error && (
        <p className="stake-editor__message stake-editor__message--error" role="alert">
          {error.message}
        </p>
      )}
      {savedNote && (
        <p className="stake-editor__message stake-editor__message--done" role="status">
          {savedNote}
        </p>
      )}
      <div className="stake-editor__actions">
        <button
          type="button"
          className="secondary"
          onClick={add}
          disabled={boxes.length >= MAX_QUICK_STAKES}
        >
          Add a stake
        </button>
        <button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save quick stakes'}
        </button>
      </div>
    </form>
  );
}

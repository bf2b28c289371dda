import { useEffect, useState, type FormEvent } from 'react';
import { ApiError, notifySuccess, refusalText, useStakeSettings } from 'shared-auth';
import { t } from '../../i18n/texts';
import { saveStakeSettings } from './api/save-stake-settings';
import { MAX_QUICK_STAKES, parseStakeList, stakeToInput, type StakeProblem } from './stake-list';

/** The editor's problem: its own (a text key) or the server's refusal (by code, else its sentence). */
export type EditorError =
  StakeProblem | { index: null; code: string | null; sentence: string; values?: unknown };

/** An editor problem in the player's language, worded when shown. */
export function editorErrorText(error: EditorError): string {
  if ('key' in error) return t(error.key, error.values);
  return refusalText(error.code, error.sentence, error.values);
}

/** The /settingall quick-stake editor: loads the player's buttons, validates, saves, updates slips. */
export function useStakeEditor() {
  const settings = useStakeSettings((s) => s.settings);
  const loaded = useStakeSettings((s) => s.loaded);
  const [values, setValues] = useState<string[] | null>(null);
  const [error, setError] = useState<EditorError | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    void useStakeSettings.getState().load();
  }, []);
  useEffect(() => {
    if (loaded && values === null) setValues(settings.quickStakes.map(stakeToInput));
  }, [loaded, settings, values]);

  const boxes = values ?? [];
  const edit = (index: number, value: string) => {
    setSaved(false);
    setValues(boxes.map((v, i) => (i === index ? value : v)));
  };
  const add = () => boxes.length < MAX_QUICK_STAKES && setValues([...boxes, '']);
  const remove = (index: number) => setValues(boxes.filter((_, i) => i !== index));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const parsed = parseStakeList(boxes, settings.minStake, settings.maxStake);
    if (!parsed.ok) {
      setError(parsed);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      const saved = await saveStakeSettings(parsed.stakes);
      // Every open bet slip (sports and casino) reads this store: they change at once.
      useStakeSettings.getState().set(saved);
      setValues(saved.quickStakes.map(stakeToInput));
      setSaved(true);
      notifySuccess(t('stakes.savedToast'));
    } catch (err) {
      setError(
        err instanceof ApiError
          ? { index: null, code: err.code, sentence: err.message, values: err.values }
          : { index: null, code: null, sentence: t('stakes.notSaved') },
      );
    } finally {
      setSaving(false);
    }
  };

  return {
    ready: loaded && values !== null,
    boxes,
    settings,
    error,
    saving,
    saved,
    edit,
    add,
    remove,
    submit,
  };
}

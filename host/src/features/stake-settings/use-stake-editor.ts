import { useEffect, useState, type FormEvent } from 'react';
import { ApiError, notifySuccess, useStakeSettings } from 'shared-auth';
import { saveStakeSettings, STAKES_NOT_SAVED } from './api/save-stake-settings';
import { MAX_QUICK_STAKES, parseStakeList, stakeToInput } from './stake-list';

export interface EditorError {
  index: number | null;
  message: string;
}

/** The /settingall quick-stake editor: loads the player's buttons, validates, saves, updates slips. */
export function useStakeEditor() {
  const settings = useStakeSettings((s) => s.settings);
  const loaded = useStakeSettings((s) => s.loaded);
  const [values, setValues] = useState<string[] | null>(null);
  const [error, setError] = useState<EditorError | null>(null);
  const [saving, setSaving] = useState(false);
  const [savedNote, setSavedNote] = useState('');

  useEffect(() => {
    void useStakeSettings.getState().load();
  }, []);
  useEffect(() => {
    if (loaded && values === null) setValues(settings.quickStakes.map(stakeToInput));
  }, [loaded, settings, values]);

  const boxes = values ?? [];
  const edit = (index: number, value: string) => {
    setSavedNote('');
    setValues(boxes.map((v, i) => (i === index ? value : v)));
  };
  const add = () => boxes.length < MAX_QUICK_STAKES && setValues([...boxes, '']);
  const remove = (index: number) => setValues(boxes.filter((_, i) => i !== index));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSavedNote('');
    const parsed = parseStakeList(boxes, settings.minStake, settings.maxStake);
    if (!parsed.ok) {
      setError({ index: parsed.index, message: parsed.message });
      return;
    }
    setError(null);
    setSaving(true);
    try {
      const saved = await saveStakeSettings(parsed.stakes);
      // Every open bet slip (sports and casino) reads this store: they change at once.
      useStakeSettings.getState().set(saved);
      setValues(saved.quickStakes.map(stakeToInput));
      setSavedNote('Quick stakes saved. Your bet slips use them now.');
      notifySuccess('Quick stakes saved');
    } catch (err) {
      setError({ index: null, message: err instanceof ApiError ? err.message : STAKES_NOT_SAVED });
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
    savedNote,
    edit,
    add,
    remove,
    submit,
  };
}

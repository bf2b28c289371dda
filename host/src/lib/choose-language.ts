import type { SaveLanguageRequest } from 'shared-api-types';
import { callApi, currentLanguage, isLanguage, setLanguage, useSessionStore } from 'shared-auth';
import { whenIdle } from 'shared-ui/when-idle';
import type { Profile } from '../features/profile/api/get-profile';

/** Stores the language with the logged-in player (it follows them to another device). */
function saveLanguage(code: string): Promise<unknown> {
  return callApi('/User/SaveLanguage', { Language: code } satisfies SaveLanguageRequest, {
    silent: true,
  });
}

/** A player's choice: shown at once (and kept in localStorage), then stored on the server. */
export async function chooseLanguage(code: string): Promise<void> {
  await setLanguage(code);
  if (!useSessionStore.getState().token) return;
  await saveLanguage(code).catch(() => undefined); // shown anyway; stored at the next choice
}

/**
 * After login (or a start logged in): the language stored with the player wins; a player who
 * never chose one on the server keeps this device's choice, which is stored for them.
 */
export async function followStoredLanguage(): Promise<void> {
  try {
    const { language } = await callApi<Profile>('/User/GetProfile', {}, { silent: true });
    if (isLanguage(language)) {
      if (language !== currentLanguage()) await setLanguage(language);
    } else {
      // a write the page's first paint does not need: after it
      await new Promise<void>((resolve) => whenIdle(resolve));
      await saveLanguage(currentLanguage());
    }
  } catch {
    // this device's choice stays; the next choice is stored
  }
}

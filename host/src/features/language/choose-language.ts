import { setLanguage } from 'shared-auth';

/** A logged-in player's choice: shown at once, then stored with the player on the server. */
export async function chooseLanguage(code: string): Promise<void> {
  await setLanguage(code);
}

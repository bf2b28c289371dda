/** What a player typed into /login's prerendered form (login.html) before its code ran. */
export interface LoginDraft {
  /** The field that had the focus when React's form took over, to be focused again. */
  readonly focused: 'userName' | 'password' | null;
  /** The fields' values now (the old inputs keep them after React has replaced the form). */
  read(): { userName: string; password: string };
}

/**
 * The prerendered form inside root, given out once: React's form replaces it, and a player on a
 * slow phone may have typed into it meanwhile. Null on a page without one (index.html).
 */
export function prerenderedLoginDraft(root: HTMLElement): () => LoginDraft | null {
  const userName = root.querySelector<HTMLInputElement>('form input[name="UserName"]');
  const password = root.querySelector<HTMLInputElement>('form input[name="Password"]');
  let taken = !userName || !password;
  return () => {
    if (taken || !userName || !password) return null;
    taken = true;
    const active = root.ownerDocument.activeElement;
    return {
      focused: active === userName ? 'userName' : active === password ? 'password' : null,
      read: () => ({ userName: userName.value, password: password.value }),
    };
  };
}

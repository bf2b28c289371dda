import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { HelpOrganisation } from 'shared-api-types';
import { login, refusalText, useSessionStore } from 'shared-auth';
import { t } from '../../i18n/texts';
import type { LoginDraft } from './prerendered-draft';
import { useWelcomeStore } from './welcome-store';

/** docs/host-pages.md, Login. */
export const LOGIN_BANNER_MS = 3000;
export const LOGGED_IN_DELAY_MS = 1000;

/** @param takeDraft the prerendered form's draft, taken by the first form drawn (bootstrap) */
export function useLoginForm(takeDraft?: () => LoginDraft | null) {
  const [draft] = useState(() => takeDraft?.() ?? null);
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState({ userName: false, password: false });
  const [submitting, setSubmitting] = useState(false);
  const [banner, setBanner] = useState('');
  // A login refused for a break: whom to turn to, shown until the next try.
  const [help, setHelp] = useState<HelpOrganisation[] | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  // read once React's form is in the page, before it paints: nothing typed until then is lost
  useLayoutEffect(() => {
    if (!draft) return;
    const typed = draft.read();
    setUserName(typed.userName);
    setPassword(typed.password);
  }, [draft]);

  const later = (fn: () => void, ms: number) => timers.current.push(setTimeout(fn, ms));

  const showBanner = (message: string) => {
    setBanner(message);
    later(() => setBanner(''), LOGIN_BANNER_MS);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = { userName: userName.trim() === '', password: password === '' };
    setInvalid(missing);
    if (missing.userName || missing.password || submitting) return;
    setSubmitting(true);
    setHelp(null);
    try {
      const reply = await login(userName.trim(), password);
      if (reply.status === 0) {
        useSessionStore.getState().saveLogin(reply);
        useWelcomeStore.getState().show();
        // The spec's flow: the logged-in flag follows about a second after the welcome modal.
        later(() => useSessionStore.getState().markLoggedIn(), LOGGED_IN_DELAY_MS);
        return;
      }
      setUserName('');
      setPassword('');
      showBanner(refusalText(reply.code, reply.message, reply.values));
      if (reply.help && reply.help.length > 0) setHelp(reply.help);
    } catch {
      showBanner(t('login.unreachable'));
    } finally {
      setSubmitting(false);
    }
  };

  return {
    userName,
    setUserName,
    password,
    setPassword,
    invalid,
    submitting,
    banner,
    help,
    submit,
    focus: draft?.focused ?? null,
  };
}

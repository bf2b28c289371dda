import { lazy, Suspense, useSyncExternalStore } from 'react';
import { LANGUAGES, useLanguage } from 'shared-auth';
import { chooseLanguage } from '../../lib/choose-language';
import { useTexts } from '../../i18n/texts';
import { usePageTitle } from '../../lib/page-title';
import { LoginView } from './login-view';
import type { LoginDraft } from './prerendered-draft';
import { useLoginForm } from './use-login-form';
import './login.css';

const noChanges = () => () => undefined;
// Loaded only when a login is refused for a break: /login's first load stays as it was.
const HelpList = lazy(() => import('../../components/help-list'));

/**
 * False in the build's prerender and while React takes over that markup (hydration), where the
 * form cannot be sent yet; true from the next draw on, and at once in a page drawn afresh.
 */
function useCodeRunning(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

export function LoginPage({ takeDraft }: { takeDraft?: () => LoginDraft | null }) {
  const form = useLoginForm(takeDraft);
  const t = useTexts();
  usePageTitle(t('login.submit'));
  const language = useLanguage();
  const ready = useCodeRunning();
  return (
    <LoginView
      userName={form.userName}
      password={form.password}
      invalid={form.invalid}
      submitting={form.submitting}
      ready={ready}
      focus={form.focus}
      banner={form.banner}
      below={
        form.help && (
          <Suspense fallback={null}>
            <HelpList organisations={form.help} />
          </Suspense>
        )
      }
      onUserName={form.setUserName}
      onPassword={form.setPassword}
      onSubmit={(e) => void form.submit(e)}
      t={t}
      languages={LANGUAGES}
      language={language}
      onLanguage={(code) => void chooseLanguage(code)}
    />
  );
}

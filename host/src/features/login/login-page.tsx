import { LANGUAGES, useLanguage } from 'shared-auth';
import { chooseLanguage } from '../../lib/choose-language';
import { useTexts } from '../../i18n/texts';
import { LoginView } from './login-view';
import type { LoginDraft } from './prerendered-draft';
import { useLoginForm } from './use-login-form';
import './login.css';

export function LoginPage({ takeDraft }: { takeDraft?: () => LoginDraft | null }) {
  const form = useLoginForm(takeDraft);
  const t = useTexts();
  const language = useLanguage();
  return (
    <LoginView
      userName={form.userName}
      password={form.password}
      invalid={form.invalid}
      submitting={form.submitting}
      ready
      focus={form.focus}
      banner={form.banner}
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

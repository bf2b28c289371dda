import { LoginView } from './login-view';
import type { LoginDraft } from './prerendered-draft';
import { useLoginForm } from './use-login-form';
import './login.css';

export function LoginPage({ takeDraft }: { takeDraft?: () => LoginDraft | null }) {
  const form = useLoginForm(takeDraft);
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
    />
  );
}

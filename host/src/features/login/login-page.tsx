import { LoginView } from './login-view';
import { useLoginForm } from './use-login-form';
import './login.css';

export function LoginPage() {
  const form = useLoginForm();
  return (
    <LoginView
      userName={form.userName}
      password={form.password}
      invalid={form.invalid}
      submitting={form.submitting}
      banner={form.banner}
      onUserName={form.setUserName}
      onPassword={form.setPassword}
      onSubmit={(e) => void form.submit(e)}
    />
  );
}

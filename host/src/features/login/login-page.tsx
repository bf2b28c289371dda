import { useLoginForm } from './use-login-form';
import './login.css';

const FOOTER_LINKS = ['Privacy Policy', 'Terms & Conditions', 'Rules & Regulations'];

export function LoginPage() {
  const form = useLoginForm();
  return (
    <div className="login">
      <form className="login__card" onSubmit={(e) => void form.submit(e)} noValidate>
        <h1 className="login__title">Please Login To Continue</h1>
        {form.banner && (
          <div className="login__banner" role="alert">
            {form.banner}
          </div>
        )}
        <label className="login__field">
          <span>Username</span>
          <input
            name="UserName"
            autoComplete="username"
            value={form.userName}
            aria-invalid={form.invalid.userName}
            onChange={(e) => form.setUserName(e.target.value)}
          />
        </label>
        <label className="login__field">
          <span>Password</span>
          <input
            name="Password"
            type="password"
            autoComplete="current-password"
            value={form.password}
            aria-invalid={form.invalid.password}
            onChange={(e) => form.setPassword(e.target.value)}
          />
        </label>
        <button type="submit" className="login__submit" disabled={form.submitting}>
          {form.submitting ? (
            <span className="ui-spinner__wheel" role="status" aria-label="Logging in" />
          ) : (
            'Login'
          )}
        </button>
      </form>
      <footer className="login__footer">
        {FOOTER_LINKS.map((label) => (
          // A plain anchor: the spec wants a full page reload to the root.
          <a key={label} href="/">
            {label}
          </a>
        ))}
      </footer>
    </div>
  );
}

import type { FormEvent } from 'react';

const FOOTER_LINKS = ['Privacy Policy', 'Terms & Conditions', 'Rules & Regulations'];

export interface LoginViewProps {
  userName: string;
  password: string;
  invalid: { userName: boolean; password: boolean };
  submitting: boolean;
  /** False in the page's HTML before its code runs: the form cannot be sent (no GET of it). */
  ready: boolean;
  /** The field to focus when drawn (the one the player was in before the code ran). */
  focus?: 'userName' | 'password' | null;
  banner: string;
  onUserName: (value: string) => void;
  onPassword: (value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The login markup alone (no state, no styles imported), so the build can render it into the
 * page /login is sent as (host/prerender) and its first paint needs no script.
 */
export function LoginView(props: LoginViewProps) {
  return (
    <div className="login">
      <form className="login__card" onSubmit={props.onSubmit} noValidate>
        <h1 className="login__title">Please Login To Continue</h1>
        {props.banner && (
          <div className="login__banner" role="alert">
            {props.banner}
          </div>
        )}
        <label className="login__field">
          <span>Username</span>
          <input
            name="UserName"
            autoComplete="username"
            autoFocus={props.focus === 'userName'}
            value={props.userName}
            aria-invalid={props.invalid.userName}
            onChange={(e) => props.onUserName(e.target.value)}
          />
        </label>
        <label className="login__field">
          <span>Password</span>
          <input
            name="Password"
            type="password"
            autoComplete="current-password"
            autoFocus={props.focus === 'password'}
            value={props.password}
            aria-invalid={props.invalid.password}
            onChange={(e) => props.onPassword(e.target.value)}
          />
        </label>
        <button type="submit" className="login__submit" disabled={props.submitting || !props.ready}>
          {props.submitting ? (
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

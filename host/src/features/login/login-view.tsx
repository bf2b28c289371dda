import type { FormEvent, ReactNode } from 'react';
import type { LanguageOption, TextFn } from 'shared-auth';
import type { HostKey } from '../../i18n/texts';

const FOOTER_LINKS = ['login.privacy', 'login.terms', 'login.rules'] as const;
const MISSING_ID = 'login-missing';

/** What an empty Login press lacks, in words (red borders alone said nothing). */
function missingKey(invalid: LoginViewProps['invalid']): HostKey | null {
  if (invalid.userName && invalid.password) return 'login.missingBoth';
  if (invalid.userName) return 'login.missingUserName';
  return invalid.password ? 'login.missingPassword' : null;
}

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
  /** Under the form: "Get help" after a login refused for a break. */
  below?: ReactNode;
  onUserName: (value: string) => void;
  onPassword: (value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The host's texts in the chosen language (English at build time). */
  t: TextFn<HostKey>;
  languages: readonly LanguageOption[];
  language: string;
  onLanguage: (code: string) => void;
}

/**
 * The login markup alone (no state, no styles imported). The build renders it, within the
 * logged-out app, into the page /login is sent as (host/prerender), so its first paint needs no
 * script; `ready` is false there and while React hydrates it.
 */
export function LoginView(props: LoginViewProps) {
  const { t } = props;
  const missing = missingKey(props.invalid);
  const describedBy = (bad: boolean) => (bad ? MISSING_ID : undefined);
  // login.css: the card's top is set, not centred on its height, so a first paint taken while the
  // HTML is still parsed is not moved by the rest of the form arriving; the language select has a
  // width of its own, not its options' (their font may come later). Comments there would ship.
  return (
    <div className="login">
      <label className="login__language">
        <span>{t('language.label')}</span>
        <select
          value={props.language}
          disabled={!props.ready}
          onChange={(e) => props.onLanguage(e.target.value)}
        >
          {props.languages.map((l) => (
            <option key={l.code} value={l.code} lang={l.code}>
              {l.name}
            </option>
          ))}
        </select>
      </label>
      <form className="login__card" onSubmit={props.onSubmit} noValidate>
        <h1 className="login__title">{t('login.title')}</h1>
        {props.banner && (
          <div className="login__banner" role="alert">
            {props.banner}
          </div>
        )}
        <label className="login__field">
          <span>{t('login.userName')}</span>
          <input
            name="UserName"
            autoComplete="username"
            autoFocus={props.focus === 'userName'}
            value={props.userName}
            aria-invalid={props.invalid.userName}
            aria-describedby={describedBy(props.invalid.userName)}
            onChange={(e) => props.onUserName(e.target.value)}
          />
        </label>
        <label className="login__field">
          <span>{t('login.password')}</span>
          <input
            name="Password"
            type="password"
            autoComplete="current-password"
            autoFocus={props.focus === 'password'}
            value={props.password}
            aria-invalid={props.invalid.password}
            aria-describedby={describedBy(props.invalid.password)}
            onChange={(e) => props.onPassword(e.target.value)}
          />
        </label>
        {missing && (
          <p id={MISSING_ID} className="login__missing" role="alert">
            {t(missing)}
          </p>
        )}
        <button type="submit" className="login__submit" disabled={props.submitting || !props.ready}>
          {props.submitting ? (
            <span className="ui-spinner__wheel" role="status" aria-label={t('login.submitting')} />
          ) : (
            t('login.submit')
          )}
        </button>
        {props.below}
      </form>
      <footer className="login__footer">
        {FOOTER_LINKS.map((key) => (
          // A plain anchor: the spec wants a full page reload to the root.
          <a key={key} href="/">
            {t(key)}
          </a>
        ))}
      </footer>
    </div>
  );
}

import { Link } from 'react-router-dom';
import { useSessionStore } from 'shared-auth';
import { useTexts } from '../../i18n/texts';
import { useWelcomeStore } from './welcome-store';

/** Shown after a successful login (docs/host-pages.md, Login); stays over the app until closed. */
export function WelcomeModal() {
  const open = useWelcomeStore((s) => s.open);
  const close = useWelcomeStore((s) => s.close);
  const name = useSessionStore((s) => s.name);
  const t = useTexts();
  if (!open) return null;
  return (
    <div className="modal-backdrop">
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby="welcome-title">
        <h2 id="welcome-title">{name ? t('welcome.titleNamed', { name }) : t('welcome.title')}</h2>
        <p>{t('welcome.body')}</p>
        <p>
          <Link to="/safer-gambling" onClick={close}>
            {t('welcome.safer')}
          </Link>
        </p>
        <button type="button" onClick={close} autoFocus>
          {t('welcome.ok')}
        </button>
      </div>
    </div>
  );
}

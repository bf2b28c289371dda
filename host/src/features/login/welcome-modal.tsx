import { useSessionStore } from 'shared-auth';
import { useWelcomeStore } from './welcome-store';

/** Shown after a successful login (docs/host-pages.md, Login); stays over the app until closed. */
export function WelcomeModal() {
  const open = useWelcomeStore((s) => s.open);
  const close = useWelcomeStore((s) => s.close);
  const name = useSessionStore((s) => s.name);
  if (!open) return null;
  return (
    <div className="modal-backdrop">
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby="welcome-title">
        <h2 id="welcome-title">Welcome{name ? `, ${name}` : ''}!</h2>
        <p>
          Bet responsibly. Amounts are in Coins. Check the rules of each market before you place a
          bet.
        </p>
        <button type="button" onClick={close} autoFocus>
          OK
        </button>
      </div>
    </div>
  );
}

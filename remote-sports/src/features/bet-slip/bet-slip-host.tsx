import { useEffect } from 'react';
import { useTexts } from '../../i18n/texts';
import { useSlipStore } from '../../lib/bets/slip-store';
import { BetSlip } from './bet-slip-modal';
import './bet-slip.css';

/** Mount once per page: renders the slip when a price was clicked, and the success popup. */
export function BetSlipHost() {
  const selection = useSlipStore((s) => s.selection);
  const success = useSlipStore((s) => s.success);
  const showSuccess = useSlipStore((s) => s.showSuccess);
  const t = useTexts();
  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => showSuccess(null), 4000);
    return () => clearTimeout(timer);
  }, [success, showSuccess]);
  return (
    <>
      {selection && (
        <BetSlip
          key={`${selection.selectionId}:${selection.side}:${selection.price}`}
          selection={selection}
        />
      )}
      {/* always in the page, so screen readers announce each new confirmation (issue 30.7) */}
      <div role="status" aria-live="polite" className="slip-success" data-testid="bet-confirmation">
        {success && (
          <>
            <p>{success}</p>
            <button
              type="button"
              className="slip-success__close"
              aria-label={t('confirm.dismiss')}
              onClick={() => showSuccess(null)}
            >
              <span aria-hidden="true">✕</span>
            </button>
          </>
        )}
      </div>
    </>
  );
}

import { useEffect, useId, useRef } from 'react';
import { formatCoins } from 'shared-maths/money';
import { useTexts } from '../../i18n/texts';
import { SheetBackdrop } from '../../components/sheet-backdrop';
import { DepthLadder } from './depth-ladder';
import { useMarketDepth, type DepthRunner } from './use-market-depth';
import './market-depth.css';

export interface MarketDepthProps extends DepthRunner {
  runnerName: string;
  onClose: () => void;
}

/**
 * A runner's ladder in a dialog, live while open. Focus moves to its close button and returns
 * to what had it (the runner's name) when it closes; Escape and a tap beside it close it.
 */
export default function MarketDepthDialog(props: MarketDepthProps) {
  const { runnerName, onClose } = props;
  const t = useTexts();
  const { depth, failed } = useMarketDepth(props);
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, []);

  return (
    <SheetBackdrop onDismiss={onClose}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="sheet depth"
        data-testid="market-depth"
      >
        <header className="depth__head">
          <h2 id={titleId}>{t('depth.title', { runner: runnerName })}</h2>
          <button ref={closeRef} type="button" className="depth__close" onClick={onClose}>
            {t('depth.close')}
          </button>
        </header>
        {depth && (
          <p className="depth__summary" data-testid="depth-summary">
            <span>
              {depth.lastTraded
                ? t('depth.lastPrice', { price: depth.lastTraded })
                : t('depth.noTrade')}
            </span>
            <span>{t('depth.total', { amount: formatCoins(depth.traded) })}</span>
          </p>
        )}
        {failed && (
          <p className="depth__problem" role="status">
            {t('depth.failed')}
          </p>
        )}
        {depth ? (
          <div className="depth__scroll">
            <DepthLadder depth={depth} caption={t('depth.caption', { runner: runnerName })} />
          </div>
        ) : (
          !failed && <p className="depth__empty">{t('depth.loading')}</p>
        )}
      </div>
    </SheetBackdrop>
  );
}

import { useEffect, useState } from 'react';
import { TOAST_AUTO_CLOSE_MS } from 'shared-auth';

/** A refusal of the quote `basis`: its text (null once told long enough) and the value now. */
export interface Told {
  basis: string;
  text: string | null;
  /** Gross cents the server offers now (a "value changed" refusal), else null. */
  amount: number | null;
}

/**
 * The last refusal of the cash out while the quote it answered (`basis`) stands: its text for the
 * notice time (as a toast's), its value for as long as the quote stands; a new quote (the prices or
 * the bets moved) drops both.
 */
export function useToldRefusal(basis: string): {
  current: Told | null;
  tell: (told: Told | null) => void;
} {
  const [told, tell] = useState<Told | null>(null);
  useEffect(() => {
    if (told && told.basis !== basis) tell(null);
  }, [told, basis]);
  useEffect(() => {
    if (!told?.text) return;
    const timer = setTimeout(
      () => tell((now) => (now === told ? { ...told, text: null } : now)),
      TOAST_AUTO_CLOSE_MS,
    );
    return () => clearTimeout(timer);
  }, [told]);
  return { current: told?.basis === basis ? told : null, tell };
}

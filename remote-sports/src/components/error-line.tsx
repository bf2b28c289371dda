import type { ReactNode } from 'react';

/** A refusal or failure said under what the player did (announced at once); nothing when none. */
export function ErrorLine({ text, className }: { text: ReactNode; className: string }) {
  return text ? (
    <p role="alert" className={className}>
      {text}
    </p>
  ) : null;
}

import { useState } from 'react';
import type { AccountParts } from 'shared-api-types';
import { useLiveTopic } from 'shared-auth';

/** How many of the player's orders wait unmatched, as the account topic last said (0 before). */
export function useWaitingOrders(): number {
  const [count, setCount] = useState(0);
  useLiveTopic('account', (state) => {
    const n = (state as AccountParts).waitingOrders;
    if (typeof n === 'number') setCount(n);
  });
  return count;
}

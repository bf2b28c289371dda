interface LedgerMatchTotals {
  matchPM: string;
  sessionPlusMinus: string;
  totalCommission: string;
  mobileCharge: string;
  netPlusMinus: string;
}

/** The totals of a ledger match's details in the page's order: match, session, commission, mobile, net. */
export function ledgerTotals(d: LedgerMatchTotals): string[] {
  return [d.matchPM, d.sessionPlusMinus, d.totalCommission, d.mobileCharge, d.netPlusMinus];
}

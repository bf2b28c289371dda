/**
 * Formats a decimal Coin string ("-1234.5") for display ("-1,234.50") without floats.
 * Invalid input is shown as-is so a bad value is visible, not hidden.
 */
export function formatCoins(amount: string | number): string {
  const text = String(amount).trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return text;
  const [, sign, whole = '0', frac = ''] = match;
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const isZero = /^0*$/.test(whole) && /^0*$/.test(frac);
  return `${sign && !isZero ? '-' : ''}${grouped}.${frac.padEnd(2, '0')}`;
}

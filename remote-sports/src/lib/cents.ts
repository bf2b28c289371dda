/** "1234.50" / "-0.75" -> cents; anything else -> 0. Money stays integer cents in the client too. */
export function toCents(value: string | null | undefined): number {
  const m = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec((value ?? '').trim());
  if (!m) return 0;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

/** Cents -> "1234.50". */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Prices as a French reader expects them: `25,00 €` (a no-break space before
 * the euro sign, a narrow one between thousands), as Intl's fr-FR writes them
 * but without Intl (contract/domain/french-format.ts says why). One
 * formatter for the widgets and the console alike, so that a price reads the
 * same everywhere.
 */

/** 2550 → '25,50 €'. Prices are kept in euro cents (TTC): no float ever holds money. */
export function formatEuros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.round(Math.abs(cents));
  const euros = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, '\u202f');
  return `${sign}${euros},${String(whole % 100).padStart(2, '0')}\u00a0€`;
}

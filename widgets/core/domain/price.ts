/**
 * Prices as a French reader expects them: `25,00 €` (a no-break space before
 * the euro sign, a narrow one between thousands). One formatter for the
 * widgets and the console alike, so that a price reads the same everywhere.
 */
const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** 2550 → '25,50 €'. Prices are kept in euro cents (TTC): no float ever holds money. */
export function formatEuros(cents: number): string {
  return EUROS.format(cents / 100);
}

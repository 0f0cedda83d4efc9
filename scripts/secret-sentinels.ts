/**
 * Made-up values that `npm test` builds with in place of the horoscope
 * provider's credentials and Stripe's webhook secret (`npm run build -- --with-secret-sentinels`), so that
 * tests/unit/no-secrets-in-bundles.test.ts finds them if a bundler ever copies
 * one into what it writes: a build without credentials proves nothing. They
 * open nothing; the server never runs with them.
 */
export const SECRET_SENTINELS = {
  HOROSCOPE_API_KEY: 'sentinel-horoscope-key-7f3c9a2e41d8b6',
  HOROSCOPE_API_TOKEN: 'sentinel-horoscope-token-b52e90c4d713a9',
  STRIPE_WEBHOOK_SECRET: 'whsec_sentinel-stripe-webhook-3e8d1f6a92c4',
} as const;

/** Written by such a build (and removed by any other), so the test knows what dist/ was built with. */
export const SENTINEL_MARKER = 'dist/.built-with-secret-sentinels';

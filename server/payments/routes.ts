/**
 * POST /api/payments/stripe: Stripe's webhook. Its body is read raw (the
 * signature is over the bytes as sent), up to 1 MB (413 beyond), in this
 * plugin only; the signature is verified by the official `stripe` package
 * against STRIPE_WEBHOOK_SECRET (and its timestamp within the package's
 * tolerance, 5 minutes). Without the secret the route answers 503: payments
 * are then marked by hand in the console. No rate limit: Stripe sends from
 * a few addresses, and a refused signature costs one HMAC.
 */
import type { FastifyPluginAsync } from 'fastify';
import Stripe from 'stripe';
import { PAYMENT_PATHS } from '../../contract/schemas/orders';
import { siteOrigin } from '../chat/left-messages';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/open';
import { NNBSP } from '../french-typography';
import { HttpError } from '../http-error';
import { applyStripeEvent } from './stripe-webhook';

/** Stripe's events are a few kilobytes; 1 MB leaves room and bounds the HMAC's work. */
export const STRIPE_BODY_LIMIT = 1024 * 1024;

export const STRIPE_NOT_CONFIGURED_MESSAGE = `Paiements Stripe non configurés${NNBSP}: STRIPE_WEBHOOK_SECRET n’est pas défini sur ce serveur.`;
export const BAD_SIGNATURE_MESSAGE = 'Signature Stripe invalide, absente ou trop ancienne.';

export interface PaymentRoutesOptions {
  database: Database;
  config: Config;
  clock: Clock;
}

export const stripeWebhookRoutes: FastifyPluginAsync<PaymentRoutesOptions> = async (app, { database, config, clock }) => {
  // Raw bytes, whatever the content type (Stripe sends application/json; charset=utf-8).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: STRIPE_BODY_LIMIT }, (_request, body, done) => done(null, body));
  const origin = siteOrigin(config);

  app.post(PAYMENT_PATHS.stripe, { bodyLimit: STRIPE_BODY_LIMIT, schema: { hide: true } }, async (request) => {
    const secret = config.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw new HttpError(503, 'payments_not_configured', STRIPE_NOT_CONFIGURED_MESSAGE);
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers['stripe-signature'];
    let event: unknown;
    try {
      if (typeof signature !== 'string' || signature === '') throw new Error('no signature');
      event = Stripe.webhooks.constructEvent(raw, signature, secret);
    } catch {
      // Never the body nor the header: only that it was refused.
      throw new HttpError(400, 'bad_signature', BAD_SIGNATURE_MESSAGE);
    }
    const outcome = await applyStripeEvent(database.db, event, { now: clock(), origin });
    return { received: true, outcome };
  });
};

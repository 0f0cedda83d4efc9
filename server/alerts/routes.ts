/**
 * « Prévenez-moi »'s routes (./presence-alerts.ts):
 * - POST /api/alerts: the form, rate-limited per client like every public
 *   POST (and per address by the number of confirmations sent), answered 202
 *   the same whatever the address's past;
 * - /alertes/confirmer/<token>: the confirmation link. Its GET only shows a
 *   button (mail scanners and link previews open links), whose POST confirms;
 * - /alertes/desinscription/<token>: the unsubscribe link of every e-mail.
 *   Its GET shows a button; a POST unsubscribes: that button's, or a mail
 *   client's RFC 8058 one-click POST (`List-Unsubscribe=One-Click`, form or
 *   multipart body, no cookie), answered 200. Not rate-limited per client: a
 *   mail provider sends its users' one-click POSTs from a few addresses.
 * A forged, expired or used token gets a French page saying so (404).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { PRESENCE_ALERT_PATH, PresenceAlertReceipt, PresenceAlertRequest } from '../../contract/schemas/presence-alert';
import type { Catalogue } from '../catalogue/catalogue';
import type { Config } from '../config';
import type { Database } from '../db/open';
import { invalidField } from '../http-error';
import { safeErrorFields } from '../log-safe-error';
import { siteOrigin } from '../chat/left-messages';
import { SECRET_TOKEN_PATTERN } from '../secret-token';
import { sendSmallPage, type SmallPage } from '../small-page';
import { applyPostProtection, POST_ERROR_RESPONSES, postRouteOptions, storedOr503 } from '../routes/post-protection';
import { ALERT_PATHS, askForAlert, confirmAlert, confirmationOf, subscriptionOf, unsubscribeAlert } from './presence-alerts';
import { ALERT_TEXTS } from './texts';
import { ApiError } from '../../contract/schemas';

export const ALERT_UNAVAILABLE_MESSAGE = 'Service momentanément indisponible, votre alerte n’a pas été enregistrée. Veuillez réessayer.';

interface AlertRoutesOptions {
  database: Database;
  catalogue: Catalogue;
  config: Config;
}

const P = ALERT_TEXTS.pages;

/** The form: a new subscription or a renewed link, or nothing (see askForAlert), answered alike. */
const alertForm: FastifyPluginAsyncZod<AlertRoutesOptions> = async (app, { database, catalogue, config }) => {
  await applyPostProtection(app, config);
  const origin = siteOrigin(config);
  if (config.SMTP_URL && !config.PUBLIC_ORIGIN) app.log.warn({ origin }, 'mail: no PUBLIC_ORIGIN; the links in e-mails lead to this address');
  app.post(
    PRESENCE_ALERT_PATH,
    {
      ...postRouteOptions(config),
      schema: {
        tags: ['alertes'],
        summary: 'Être prévenu(e) par e-mail quand un voyant absent revient sur le tchat (double opt-in)',
        body: PresenceAlertRequest,
        response: { 202: PresenceAlertReceipt, ...POST_ERROR_RESPONSES, 503: ApiError },
      },
    },
    async (request, reply) => {
      const advisor = catalogue.snapshot.byId.get(request.body.advisor_id);
      if (!advisor) throw invalidField('advisor_id', 'Voyant inconnu');
      await storedOr503(request, 'presence alert', ALERT_UNAVAILABLE_MESSAGE, () => askForAlert(database.db, advisor, request.body.email, origin));
      return reply.status(202).send({ ok: true as const });
    },
  );
};

/** The pages of the e-mails' links. */
async function alertPages(app: FastifyInstance, { database, catalogue }: AlertRoutesOptions): Promise<void> {
  // A form's button and a mail client's one-click POST: the body says nothing the address does not.
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null, {}));
  const db = database.db;
  const nameOf = (advisorId: number) => catalogue.snapshot.byId.get(advisorId)?.first_name ?? 'ce voyant';
  const profileLink = (advisorId: number) => {
    const advisor = catalogue.snapshot.byId.get(advisorId);
    return advisor ? [{ label: P.profile(advisor.first_name), href: `/consultant-profile/${encodeURIComponent(advisor.slug)}` }] : [];
  };
  const home = { label: P.backHome, href: '/' };
  const page = (reply: FastifyReply, status: number, content: SmallPage) => sendSmallPage(reply, status, content);
  const unknown = (reply: FastifyReply, text: string) => page(reply, 404, { title: P.unknown.title, paragraphs: [text], links: [home] });
  const Params = z.object({ token: z.string() });
  const tokenOf = (params: unknown): string | null => {
    const parsed = z.safeParse(Params, params);
    return parsed.success && SECRET_TOKEN_PATTERN.test(parsed.data.token) ? parsed.data.token : null;
  };
  const hidden = { schema: { hide: true } };
  // A body it cannot read (4xx), or the database away (503): a French page, nothing changed.
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 503;
    if (status === 503) request.log.error({ error: safeErrorFields(error) }, 'presence alert page failed');
    const text = status === 503 ? P.unavailable : P.refused;
    return page(reply, status, { title: text.title, paragraphs: [text.text], links: [home] });
  });

  app.get(ALERT_PATHS.confirm(':token'), hidden, async (request, reply) => {
    const token = tokenOf(request.params);
    const found = token && (await confirmationOf(db, token));
    if (!token || !found) return unknown(reply, P.unknown.confirmText);
    return page(reply, 200, {
      title: P.confirm.title,
      paragraphs: [P.confirm.ask(nameOf(found.advisorId))],
      form: { action: ALERT_PATHS.confirm(token), button: P.confirm.button },
    });
  });

  app.post(ALERT_PATHS.confirm(':token'), hidden, async (request, reply) => {
    const token = tokenOf(request.params);
    const done = token && (await confirmAlert(db, token));
    if (!token || !done) return unknown(reply, P.unknown.confirmText);
    return page(reply, 200, { title: P.confirm.done, paragraphs: [P.confirm.doneText(nameOf(done.advisorId))], links: [...profileLink(done.advisorId), home] });
  });

  app.get(ALERT_PATHS.unsubscribe(':token'), hidden, async (request, reply) => {
    const token = tokenOf(request.params);
    const found = token && (await subscriptionOf(db, token));
    if (!token || !found) return unknown(reply, P.unknown.unsubscribeText);
    return page(reply, 200, {
      title: P.unsubscribe.title,
      paragraphs: [P.unsubscribe.ask(nameOf(found.advisorId))],
      // The same POST a mail client's one-click sends.
      form: { action: ALERT_PATHS.unsubscribe(token), button: P.unsubscribe.button, fields: { 'List-Unsubscribe': 'One-Click' } },
    });
  });

  app.post(ALERT_PATHS.unsubscribe(':token'), hidden, async (request, reply) => {
    const token = tokenOf(request.params);
    const done = token && (await unsubscribeAlert(db, token));
    if (!token || !done) return unknown(reply, P.unknown.unsubscribeText);
    return page(reply, 200, { title: P.unsubscribe.done, paragraphs: [P.unsubscribe.doneText(nameOf(done.advisorId))], links: [home] });
  });
}

export async function alertRoutes(app: FastifyInstance, options: AlertRoutesOptions): Promise<void> {
  await app.register(alertForm, options);
  await app.register(alertPages, options);
}

/**
 * Console API: the e-mails of the outbox (server/mail/outbox.ts), for admins
 * only, newest first: what was sent, what waits for a retry, what was given
 * up, and, without an SMTP server, what is kept here instead of being sent.
 * The recipient and the text are personal data: shown to admins, never logged.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MailTest,
  MailTestReceipt,
  OUTBOX_PAGE_SIZE,
  OutboxFilters,
  OutboxPage,
  type OutboxItem,
  type OutboxState,
} from '../../../contract/schemas/console/outbox';
import { ApiError } from '../../../contract/schemas/server';
import type { AgencyIdentity } from '../../../site/agency-identity';
import { enqueueMail, listOutbox } from '../../mail/outbox';
import { audit } from '../audit';
import type { ConsoleContext } from '../context';
import { requireRole, userOf } from '../guard';

export const outboxRoutes: FastifyPluginAsyncZod<ConsoleContext> = async (app, { database: { db }, config }) => {
  // On request, before the query is read: an advisor learns nothing from a validation message.
  app.addHook('onRequest', requireRole('admin'));

  app.get(
    '/api/console/outbox',
    {
      schema: {
        tags: ['console : e-mails'],
        summary: `Les e-mails, les plus récents d’abord (${OUTBOX_PAGE_SIZE} par page)`,
        querystring: OutboxFilters,
        response: { 200: OutboxPage, 400: ApiError, 401: ApiError, 403: ApiError },
      },
    },
    async (request) => {
      const { rows, total } = await listOutbox(db, request.query.page ?? 1, OUTBOX_PAGE_SIZE);
      const items: OutboxItem[] = rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        recipient: row.recipient,
        subject: row.subject,
        state: row.state as OutboxState,
        created_at: row.createdAt.toISOString(),
        sent_at: row.sentAt?.toISOString() ?? null,
        next_attempt_at: row.nextAttemptAt.toISOString(),
        attempts: row.attempts,
        last_error: row.lastError,
        text: row.textBody,
      }));
      return { items, total, smtp: Boolean(config.SMTP_URL) };
    },
  );

  app.post(
    '/api/console/outbox/test',
    {
      schema: {
        tags: ['console : e-mails'],
        summary: 'Mettre en file un e-mail d’essai (pour vérifier le serveur SMTP)',
        body: MailTest,
        response: { 201: MailTestReceipt, 400: ApiError, 401: ApiError, 403: ApiError },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      // The e-mail and its audit entry together, or neither. The audit names the e-mail by id, not by its address.
      const id = await db.transaction(async (tx) => {
        const queued = await enqueueMail(tx, testMail(email));
        await audit(tx, userOf(request), { action: 'mail-test', target: `mail:${queued}` });
        return queued;
      });
      return reply.status(201).send({ id });
    },
  );
};

/** The console's test e-mail: says what it is, asks nothing. */
export const testMail = (to: string) => (agency: AgencyIdentity) => ({
  kind: 'test' as const,
  to,
  subject: `E-mail d’essai — ${agency.name}`,
  paragraphs: [
    'Bonjour,',
    'Ceci est un e-mail d’essai envoyé depuis la console de gestion, pour vérifier que les e-mails du site partent bien.',
    'Vous n’avez rien à faire.',
  ],
});

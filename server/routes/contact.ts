/** POST /api/contact: the contact form's message, kept in contact_messages. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, ContactMessage, ContactReceipt } from '../../widgets/core/schemas';
import type { Config } from '../config';
import type { Database } from '../db/open';
import { contactMessages } from '../db/schema';
import { applyPostProtection, POST_ERROR_RESPONSES, postRouteOptions, storedOr503 } from './post-protection';

export const CONTACT_UNAVAILABLE_MESSAGE =
  'Service momentanément indisponible, votre message n’a pas été enregistré. Veuillez réessayer.';

export const contactRoutes: FastifyPluginAsyncZod<{ database: Database; config: Config }> = async (app, { database, config }) => {
  await applyPostProtection(app, config);

  app.post(
    '/api/contact',
    {
      ...postRouteOptions(config),
      schema: {
        tags: ['contact'],
        summary: 'Envoyer un message par le formulaire de contact',
        body: ContactMessage,
        response: { 201: ContactReceipt, ...POST_ERROR_RESPONSES, 503: ApiError },
      },
    },
    async (request, reply) => {
      // The schema has already trimmed every field and refused a filled honeypot.
      const { name, email, phone, message } = request.body;
      const id = await storedOr503(request, 'contact message', CONTACT_UNAVAILABLE_MESSAGE, async () => {
        const [row] = await database.db
          .insert(contactMessages)
          .values({ name, email, phone: phone ? phone : null, message })
          .returning({ id: contactMessages.id });
        if (!row) throw new Error('insert returned no row');
        return row.id;
      });
      return reply.status(201).send({ id });
    },
  );
};

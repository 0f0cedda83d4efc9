/** POST /api/contact: the contact form's message, kept in contact_messages. */
import { ContactMessage } from '../../contract/schemas';
import type { Database } from '../db/open';
import { contactMessages } from '../db/schema';
import { storedFormRoutes } from './stored-form';

export const CONTACT_UNAVAILABLE_MESSAGE =
  'Service momentanément indisponible, votre message n’a pas été enregistré. Veuillez réessayer.';

export const contactRoutes = (database: Database) =>
  storedFormRoutes({
    url: '/api/contact',
    tag: 'contact',
    summary: 'Envoyer un message par le formulaire de contact',
    body: ContactMessage,
    what: 'contact message',
    unavailableMessage: CONTACT_UNAVAILABLE_MESSAGE,
    async store({ name, email, phone, message }) {
      const [row] = await database.db
        .insert(contactMessages)
        .values({ name, email, phone: phone ? phone : null, message })
        .returning({ id: contactMessages.id });
      return row?.id;
    },
  });

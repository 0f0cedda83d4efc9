/**
 * POST /api/self-exclusion: a client's request to be blocked from
 * consultations for a while or for good (terms, "Prévention des risques de
 * dépendance"), kept in self_exclusion_requests for the customer service.
 */
import { SelfExclusionRequest } from '../../contract/schemas';
import type { Database } from '../db/open';
import { selfExclusionRequests } from '../db/schema';
import { storedFormRoutes } from './stored-form';

export const SELF_EXCLUSION_UNAVAILABLE_MESSAGE =
  'Service momentanément indisponible, votre demande n’a pas été enregistrée. Veuillez réessayer ou écrire au service client.';

export const selfExclusionRoutes = (database: Database) =>
  storedFormRoutes({
    url: '/api/self-exclusion',
    tag: 'auto-exclusion',
    summary: 'Demander le blocage de son accès aux consultations, pour une durée choisie ou définitivement',
    body: SelfExclusionRequest,
    what: 'self-exclusion request',
    unavailableMessage: SELF_EXCLUSION_UNAVAILABLE_MESSAGE,
    async store({ name, email, phone, duration }) {
      const [row] = await database.db.insert(selfExclusionRequests).values({ name, email, phone, duration }).returning({ id: selfExclusionRequests.id });
      return row?.id;
    },
  });

/**
 * Console API: the agency's settings (« Agence », admins only): its identity
 * on the legal pages, the footer, the e-mails and the JSON-LD, and the
 * spending threshold (server/agency/settings.ts). A save is audited with the
 * keys it changed and reaches every instance at its commit, on the
 * catalogue's notification: their kept pages are drawn again with it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AgencySettingsAnswer, AgencySettingsInput, AgencySettingsSaved } from '../../../contract/schemas/agency';
import { ApiError } from '../../../contract/schemas/server';
import { readAgencySettings, writeAgencySettings } from '../../agency/settings';
import { writeCatalogue } from '../advisor-store';
import type { ConsoleContext } from '../context';
import { requireRole, userOf } from '../guard';

/** The console's paths for the agency's settings. */
export const AGENCY_SETTINGS_PATH = '/api/console/agency';

export const agencySettingsRoutes: FastifyPluginAsyncZod<ConsoleContext> = async (app, context) => {
  const { db } = context.database;
  app.addHook('onRequest', requireRole('admin'));

  app.get(
    AGENCY_SETTINGS_PATH,
    {
      schema: {
        tags: ['console : agence'],
        summary: 'Les réglages de l’agence (identité, seuil de dépenses) et ceux qui sont encore des valeurs d’exemple',
        response: { 200: AgencySettingsAnswer, 401: ApiError, 403: ApiError },
      },
    },
    async () => readAgencySettings(db),
  );

  app.put(
    AGENCY_SETTINGS_PATH,
    {
      schema: {
        tags: ['console : agence'],
        summary: 'Enregistrer les réglages de l’agence (journalisé : les réglages modifiés)',
        body: AgencySettingsInput,
        response: { 200: AgencySettingsSaved, 400: ApiError, 401: ApiError, 403: ApiError },
      },
    },
    async (request) => {
      const changed = await writeCatalogue(context, (tx) => writeAgencySettings(tx, userOf(request), request.body));
      return { ...(await readAgencySettings(db)), changed };
    },
  );
};

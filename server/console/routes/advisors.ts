/**
 * Console API: advisors: list, create, edit, archive (issue 15 point 2).
 * Admins act on every advisor; an `advisor` account reads its own and edits
 * its own text (OWN_PROFILE_FIELDS), nothing else.
 */
import { closeConversationsOf } from '../../chat/chat-store';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../../contract/schemas';
import {
  AdvisorFields,
  AdvisorFilters,
  AdvisorPatch,
  ArchiveChange,
  ConsoleAdvisor,
  ConsoleAdvisorList,
  COMPUTED_ADVISOR_FIELDS,
  COMPUTED_FIELD_MESSAGE,
  OWN_PROFILE_FIELDS,
} from '../../../contract/schemas/console/advisors';
import { typeset } from '../../french-typography';
import { HttpError, invalidField } from '../../http-error';
import { applyPostProtection } from '../../routes/post-protection';
import {
  ADVISOR_FIELD_NAMES,
  AdvisorParams,
  changedFields,
  createAdvisor,
  findAdvisor,
  listAdvisors,
  setArchived,
  toConsoleAdvisor,
  updateAdvisor,
  writeCatalogue,
} from '../advisor-store';
import { audit } from '../audit';
import type { ConsoleContext } from '../context';
import { assertMayActOn, requireRole, userOf } from '../guard';

export const OWN_FIELDS_ONLY_MESSAGE = 'Un compte voyant ne peut modifier que le titre et la description de son profil.';

const tags = ['console'];
const ERRORS = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError } as const;

const KNOWN_FIELDS = new Set<string>(ADVISOR_FIELD_NAMES);
const OWN_FIELDS = new Set<string>(OWN_PROFILE_FIELDS);

const bodyKeys = (body: unknown) => (body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : []);

/** A field the shared schema does not know would be dropped without a word: say so instead. */
async function refuseUnknownFields(request: { body: unknown }) {
  const unknown = bodyKeys(request.body).find((key) => !KNOWN_FIELDS.has(key));
  if ((COMPUTED_ADVISOR_FIELDS as readonly (string | undefined)[]).includes(unknown)) throw invalidField(unknown!, COMPUTED_FIELD_MESSAGE);
  if (unknown !== undefined) throw invalidField(unknown, typeset(`Champ inconnu : ${unknown}.`));
}

export const advisorAdminRoutes: FastifyPluginAsyncZod<ConsoleContext> = async (app, context) => {
  const { database, clock, config } = context;
  const { db } = database;
  await applyPostProtection(app, config);
  const admin = requireRole('admin');
  const adminOrAdvisor = requireRole('admin', 'advisor');

  app.get(
    '/api/console/advisors',
    {
      onRequest: adminOrAdvisor,
      schema: { tags, summary: 'Les voyants (un compte voyant : le sien)', querystring: AdvisorFilters, response: { 200: ConsoleAdvisorList, ...ERRORS } },
    },
    async (request) => {
      const user = userOf(request);
      // An advisor account without its advisor sees nothing rather than everyone.
      const onlyId = user.role === 'advisor' ? (user.advisor_id ?? 0) : undefined;
      return listAdvisors(db, request.query, onlyId);
    },
  );

  app.get(
    '/api/console/advisors/:id',
    { onRequest: adminOrAdvisor, schema: { tags, summary: 'Un voyant', params: AdvisorParams, response: { 200: ConsoleAdvisor, ...ERRORS } } },
    async (request) => {
      assertMayActOn(userOf(request), request.params.id);
      return toConsoleAdvisor(await findAdvisor(db, request.params.id));
    },
  );

  app.post(
    '/api/console/advisors',
    {
      onRequest: admin,
      preValidation: refuseUnknownFields,
      schema: { tags, summary: 'Créer un voyant (Indisponible, slug tiré du prénom)', body: AdvisorFields, response: { 201: ConsoleAdvisor, ...ERRORS } },
    },
    async (request, reply) => {
      const user = userOf(request);
      const row = await writeCatalogue(context, async (tx) => {
        const created = await createAdvisor(tx, request.body, clock());
        await audit(tx, user, { action: 'advisor-created', target: `advisor:${created.id}` });
        return created;
      });
      return reply.status(201).send(toConsoleAdvisor(row));
    },
  );

  app.patch(
    '/api/console/advisors/:id',
    {
      onRequest: adminOrAdvisor,
      // Before the values are checked: an advisor account is refused a field whatever its value.
      preValidation: [
        async (request) => {
          const user = userOf(request);
          if (user.role !== 'advisor') return;
          // The id is not parsed yet: a malformed one is no advisor of this account either.
          assertMayActOn(user, Number((request.params as { id: unknown }).id));
          const other = bodyKeys(request.body).find((key) => !OWN_FIELDS.has(key));
          if (other !== undefined) throw new HttpError(403, 'forbidden', OWN_FIELDS_ONLY_MESSAGE, other);
        },
        refuseUnknownFields,
      ],
      schema: { tags, summary: 'Modifier un voyant', params: AdvisorParams, body: AdvisorPatch, response: { 200: ConsoleAdvisor, ...ERRORS } },
    },
    async (request) => {
      const user = userOf(request);
      const { id } = request.params;
      const current = await findAdvisor(db, id);
      if (changedFields(current, request.body).length === 0) return toConsoleAdvisor(current);
      const { row } = await writeCatalogue(context, async (tx) => {
        const edit = await updateAdvisor(tx, id, request.body, clock());
        // The names of the fields, never their values.
        if (edit.changed.length > 0) await audit(tx, user, { action: 'advisor-edited', target: `advisor:${id}`, details: { fields: edit.changed } });
        return edit;
      });
      return toConsoleAdvisor(row);
    },
  );

  app.put(
    '/api/console/advisors/:id/archived',
    {
      onRequest: admin,
      schema: { tags, summary: 'Archiver ou restaurer un voyant', params: AdvisorParams, body: ArchiveChange, response: { 200: ConsoleAdvisor, ...ERRORS } },
    },
    async (request) => {
      const user = userOf(request);
      const { id } = request.params;
      const { archived } = request.body;
      const current = await findAdvisor(db, id);
      if ((current.archivedAt !== null) === archived) return toConsoleAdvisor(current);
      const row = await writeCatalogue(context, async (tx) => {
        const updated = await setArchived(tx, id, archived, clock());
        // An archived advisor answers no one: their chats end, in the same transaction.
        if (updated && archived) await closeConversationsOf(tx, id, clock());
        if (updated) await audit(tx, user, { action: archived ? 'advisor-archived' : 'advisor-restored', target: `advisor:${id}` });
        return updated ?? current;
      });
      return toConsoleAdvisor(row);
    },
  );
};

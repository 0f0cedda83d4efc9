/** The catalogue's GET routes: SPEC.md section 7's paths exactly, plus /api/voyants. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { Advisor, AdvisorList, ADVISOR_TYPES, ApiError, SPECIALTIES } from '../../contract/schemas';
import type { Catalogue } from '../catalogue/catalogue';
import { DAILY_PICKS, hasSpecialty, hasType, pickPath, resolveSpecialty, resolveType, type DailyPick } from '../../contract/domain';
import { catalogueOrder } from '../catalogue/matching';
import { shownAbove } from '../catalogue/picks';
import { badRequest, HttpError, notFound } from '../http-error';
import { JSON_TYPE, READY_ROUTE, sendReadyJson } from './ready-json';

const LIST_CACHE = 'public, max-age=60';
/** Picks change at midnight in Paris; a short max-age keeps the turn of the day visible. */
const PICK_CACHE = 'public, max-age=300';

const tags = ['voyants'];
const one = { 200: Advisor, 404: ApiError };

/** Filtered lists per snapshot, so they are built and serialised once. */
function memoPerSnapshot(catalogue: Catalogue, build: (all: readonly Advisor[]) => Advisor[]) {
  let cache: { all: readonly Advisor[]; list: Advisor[] } | null = null;
  return () => {
    const { all } = catalogue.snapshot;
    if (cache?.all !== all) cache = { all, list: build(all) };
    return cache.list;
  };
}

export const advisorRoutes: FastifyPluginAsyncZod<{ catalogue: Catalogue }> = async (app, { catalogue }) => {
  const listsByType = Object.fromEntries(
    ADVISOR_TYPES.map((type) => [type, memoPerSnapshot(catalogue, (all) => catalogueOrder(all.filter((a) => hasType(a, type))))]),
  ) as Record<(typeof ADVISOR_TYPES)[number], () => Advisor[]>;
  const listsBySpecialty = Object.fromEntries(
    SPECIALTIES.map((s) => [s, memoPerSnapshot(catalogue, (all) => catalogueOrder(all.filter((a) => hasSpecialty(a, s))))]),
  ) as Record<(typeof SPECIALTIES)[number], () => Advisor[]>;

  const everyone = memoPerSnapshot(catalogue, catalogueOrder);
  for (const path of ['/api/users', '/api/voyants']) {
    app.get(
      path,
      { ...READY_ROUTE, schema: { tags, summary: 'Tous les voyants (disponibles d’abord, puis par note, puis par prénom)', response: { 200: AdvisorList } } },
      (request, reply) => {
        return sendReadyJson(request, reply, everyone(), LIST_CACHE);
      },
    );
  }

  app.get(
    pickPath('three-daily'),
    { ...READY_ROUTE, schema: { tags, summary: 'Les trois voyants du jour (en ligne d’abord)', response: { 200: AdvisorList } } },
    (request, reply) => {
      return sendReadyJson(request, reply, catalogue.picks().threeDaily, PICK_CACHE);
    },
  );

  app.get(
    pickPath('chat'),
    { ...READY_ROUTE, schema: { tags, summary: 'Tchat en direct : trois voyants disponibles, autres que ceux du jour', response: { 200: AdvisorList } } },
    (request, reply) => {
      return sendReadyJson(request, reply, catalogue.picks().chat, PICK_CACHE);
    },
  );

  app.get(
    pickPath('monthly'),
    { ...READY_ROUTE, schema: { tags, summary: 'Le voyant du mois', response: one } },
    (request, reply) => {
      return sendReadyJson(request, reply, found(catalogue.picks().monthly, 'Aucun voyant disponible pour le moment.'), PICK_CACHE);
    },
  );

  for (const name of DAILY_PICKS) {
    app.get(
      pickPath(name),
      { ...READY_ROUTE, schema: { tags, summary: `Voyant du jour (${name})`, response: one } },
      (request, reply) => {
        return sendReadyJson(request, reply, found(catalogue.picks().single[name], 'Aucun voyant disponible pour le moment.'), PICK_CACHE);
      },
    );
  }

  app.get(
    '/api/voyants/type/:type',
    {
      ...READY_ROUTE,
      schema: {
        tags,
        summary: `Voyants d’un type (${ADVISOR_TYPES.join(', ')})`,
        params: z.object({ type: z.string() }),
        response: { 200: AdvisorList, 404: ApiError },
      },
    },
    (request, reply) => {
      const type = resolveType(request.params.type);
      if (!type) throw notFound(`Type de voyant inconnu : ${request.params.type}`);
      return sendReadyJson(request, reply, listsByType[type](), LIST_CACHE);
    },
  );

  app.get(
    '/api/voyants/specialty/:specialty',
    {
      schema: {
        tags,
        summary: `Voyants d’une spécialité (${SPECIALTIES.join(', ')})`,
        description: 'Avec `exclude`, sans les voyants que la page de cette autre spécialité montre déjà (son expert du jour et ses premières cartes).',
        params: z.object({ specialty: z.string() }),
        querystring: z.object({ exclude: z.optional(z.string()) }),
        response: { 200: AdvisorList, 400: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      const specialty = resolveSpecialty(request.params.specialty);
      if (!specialty) throw notFound(`Spécialité inconnue : ${request.params.specialty}`);
      const list = listsBySpecialty[specialty]();
      const { exclude } = request.query;
      if (!exclude) {
        return sendReadyJson(request, reply, list, LIST_CACHE);
      }
      const page = resolveSpecialty(exclude);
      if (!page) throw badRequest(`Spécialité à écarter inconnue : ${exclude}`);
      const shown = shownAbove(listsBySpecialty[page](), catalogue.picks().single[pickOfSpecialty[page]]);
      reply.header('cache-control', PICK_CACHE).type(JSON_TYPE);
      return reply.send(list.filter((a) => !shown.has(a.id)));
    },
  );

  app.get(
    '/api/users/by-slug/:slug',
    {
      ...READY_ROUTE,
      schema: {
        tags,
        summary: 'Un voyant par son slug',
        description: 'L’ancien slug d’un voyant renommé répond par une redirection permanente (301) vers l’adresse de son slug actuel.',
        params: z.object({ slug: z.string() }),
        response: one,
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const current = catalogue.snapshot.redirects.get(slug);
      // Cached briefly, not for good: renaming the advisor back makes the old slug current again.
      if (current) return reply.header('cache-control', LIST_CACHE).redirect(`/api/users/by-slug/${encodeURIComponent(current)}`, 301);
      return sendReadyJson(request, reply, found(catalogue.snapshot.bySlug.get(slug), `Voyant avec le slug ${slug} non trouvé`), LIST_CACHE);
    },
  );

  app.get(
    '/api/users/:id',
    {
      ...READY_ROUTE,
      schema: {
        tags,
        summary: 'Un voyant par son identifiant',
        params: z.object({ id: z.string() }),
        response: { 200: Advisor, 400: ApiError, 404: ApiError },
      },
    },
    (request, reply) => {
      const { id } = request.params;
      if (!/^\d{1,9}$/.test(id)) throw badRequest(`Identifiant de voyant invalide : ${id}`);
      return sendReadyJson(request, reply, found(catalogue.snapshot.byId.get(Number(id)), `Voyant ${id} non trouvé`), LIST_CACHE);
    },
  );
};

const pickOfSpecialty: Record<(typeof SPECIALTIES)[number], DailyPick> = { Amour: 'amour', Carrière: 'carriere', Argent: 'argent', Famille: 'famille' };

function found(advisor: Advisor | null | undefined, message: string): Advisor {
  if (!advisor) throw new HttpError(404, 'not_found', message);
  return advisor;
}

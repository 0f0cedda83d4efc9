/**
 * Advisors in the console (issue 15, point 2), on the real app and its real
 * database: the list with its filters and search, creating with a unique slug,
 * editing every field, archiving and restoring, renaming with permanent
 * redirects from the old slugs, what an advisor account may and may not do,
 * French refusals that change nothing, and audit entries that name fields but
 * never their values. The public API is read right after each change: this
 * instance shows it at once.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { createApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { OWN_FIELDS_ONLY_MESSAGE } from '../../server/console/routes/advisors';
import { advisors, auditLog } from '../../server/db/schema';
import { paths } from '../../server/paths';
import { hasSpecialty } from '../../contract/domain';
import { Advisor, AdvisorList } from '../../contract/schemas';
import { ConsoleAdvisor, ConsoleAdvisorList, type AdvisorFields } from '../../contract/schemas/console/advisors';
import { signedIn, type SignedIn } from '../helpers/console-session';
import { startPostgres } from '../helpers/postgres';
import { createTestApp } from '../helpers/test-app';

const built = existsSync(join(paths.site, 'index.html'));

let now = new Date('2026-05-04T08:00:00Z');
let app: FastifyInstance;
let admin: SignedIn;
beforeAll(async () => {
  app = await createTestApp({ clock: () => now });
  admin = await signedIn(app, 'admin');
});
afterAll(async () => app?.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'HEAD';
const call = (who: SignedIn | null, method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method, url, headers: { ...who?.headers, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });

const fields = (overrides: Partial<AdvisorFields> = {}): AdvisorFields => ({
  first_name: 'Hélène',
  type: 'Médium',
  title: 'Médium de naissance',
  specialty: 'Amour',
  description: 'Une écoute douce et précise.\n◆ Tarot de Marseille',
  messenger: null,
  whatsapp: null,
  phone: null,
  ...overrides,
});

async function create(overrides: Partial<AdvisorFields> = {}): Promise<ConsoleAdvisor> {
  const response = await call(admin, 'POST', '/api/console/advisors', fields(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return z.parse(ConsoleAdvisor, response.json());
}

async function list(query = '', who: SignedIn = admin): Promise<ConsoleAdvisor[]> {
  const response = await call(who, 'GET', `/api/console/advisors${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return z.parse(ConsoleAdvisorList, response.json());
}

const patch = (id: number, body: unknown, who: SignedIn = admin) => call(who, 'PATCH', `/api/console/advisors/${id}`, body);
const archive = (id: number, archived: boolean, who: SignedIn = admin) => call(who, 'PUT', `/api/console/advisors/${id}/archived`, { archived });

const publicList = async () => z.parse(AdvisorList, (await app.inject(`/api/users`)).json());
const rowOf = async (id: number) => (await app.database.db.select().from(advisors).where(eq(advisors.id, id)))[0]!;
const auditCount = async () => (await app.database.db.select({ n: count() }).from(auditLog))[0]!.n;
const advisorCount = async () => (await app.database.db.select({ n: count() }).from(advisors))[0]!.n;
const lastAudit = async () => (await app.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;

describe('the list', () => {
  it('gives an admin every advisor, by first name, in the console’s shape', async () => {
    const all = await list();
    expect(all.length).toBe(await advisorCount());
    const names = all.map((a) => a.first_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
    expect(all.every((a) => a.archived === false && !Number.isNaN(Date.parse(a.updated_at)))).toBe(true);
  });

  it.each(['helene', 'HÉLÈNE', 'Hélène', '  hélene '])('finds Hélène by %j, case and accents aside', async (search) => {
    const found = await list(`?search=${encodeURIComponent(search)}`);
    expect(found.map((a) => a.slug)).toContain('helene');
    expect(found.length).toBeLessThan(5);
  });

  it('searches the title, the specialty and the description too, every word', async () => {
    const [seed] = await list('?search=helene');
    const word = seed!.title!.split(/\s+/).find((w) => w.length > 4)!;
    const byTitle = await list(`?search=${encodeURIComponent(word.toUpperCase())}`);
    expect(byTitle.map((a) => a.id)).toContain(seed!.id);
    const mine = await create({ first_name: 'Ysaline', description: 'Spécialiste des énergies célestes.\n◆ Pendule' });
    expect((await list('?search=energies%20celestes')).map((a) => a.id)).toEqual([mine.id]);
    expect((await list('?search=ysaline%20pendule')).map((a) => a.id)).toEqual([mine.id]);
    expect(await list('?search=ysaline%20astrologie')).toEqual([]);
  });

  it('filters by type, specialty (the existing word rule) and availability', async () => {
    const astrologues = await list('?type=Astrologue');
    expect(astrologues.length).toBeGreaterThan(3);
    expect(astrologues.every((a) => a.type === 'Astrologue')).toBe(true);

    const career = await list('?specialty=carriere');
    expect(career.length).toBeGreaterThan(2);
    expect(career.every((a) => hasSpecialty(a, 'Carrière'))).toBe(true);
    expect(career.map((a) => a.slug)).not.toContain('helene');

    const busy = await create({ first_name: 'Bérénice' });
    await app.database.db.update(advisors).set({ status: 'busy' }).where(eq(advisors.id, busy.id));
    expect((await list('?availability=busy')).map((a) => a.id)).toEqual([busy.id]);
    const available = await list('?availability=available');
    expect(available.length).toBeGreaterThan(5);
    expect(available.every((a) => a.availability === 'available')).toBe(true);
    expect((await list('?availability=offline')).every((a) => a.availability === 'offline')).toBe(true);
  });

  it('shows archived advisors only when asked', async () => {
    const gone = await create({ first_name: 'Ombeline' });
    expect((await archive(gone.id, true)).statusCode).toBe(200);
    expect((await list()).map((a) => a.id)).not.toContain(gone.id);
    const archived = await list('?archived=1');
    expect(archived.map((a) => a.id)).toContain(gone.id);
    expect(archived.every((a) => a.archived)).toBe(true);
    expect((await list('?archived=all')).map((a) => a.id)).toContain(gone.id);
  });

  it('refuses an unknown filter value in French', async () => {
    const response = await call(admin, 'GET', '/api/console/advisors?type=Sorcier');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation', field: 'type' });
  });
});

describe('creating', () => {
  it('makes the slug from the first name, unique with -2, -3…, and starts offline', async () => {
    const first = await create({ first_name: 'Hélène' });
    const second = await create({ first_name: 'HÉLÈNE' });
    expect([first.slug, second.slug]).toEqual(['helene-2', 'helene-3']);
    // Without a rating until a review of theirs is published (server/reviews/advisor-rating.ts).
    expect(first).toMatchObject({ availability: 'offline', archived: false, photo: null, video: null, type: 'Médium', rating: null, reviews_count: 0 });
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'advisor-created', target: `advisor:${second.id}`, actor: admin.email });
  });

  it('shows the new advisor in the public API at once', async () => {
    const made = await create({ first_name: 'Philippine', type: 'Numérologue' });
    expect((await publicList()).map((a) => a.id)).toContain(made.id);
    const bySlug = await app.inject('/api/users/by-slug/philippine');
    expect(z.parse(Advisor, bySlug.json())).toMatchObject({ id: made.id, first_name: 'Philippine' });
    expect((await app.inject('/api/voyants/type/numerologue')).json()).toContainEqual(expect.objectContaining({ id: made.id }));
  });

  it('does not take a slug held by an archived advisor or kept as an old slug', async () => {
    const archived = await create({ first_name: 'Nadège' });
    await archive(archived.id, true);
    expect((await create({ first_name: 'Nadège' })).slug).toBe('nadege-2');

    const renamed = await create({ first_name: 'Odile' });
    expect((await patch(renamed.id, { first_name: 'Pauline' })).json()).toMatchObject({ slug: 'pauline' });
    expect((await create({ first_name: 'Odile' })).slug).toBe('odile-2');
  });

  it('keeps empty texts as null', async () => {
    const made = await create({ first_name: 'Sidonie', title: '   ', phone: '' });
    expect(made).toMatchObject({ title: null, phone: null });
  });
});

describe('editing', () => {
  it('changes every field; the public API shows it at once; the audit names the fields, never their values', async () => {
    const made = await create({ first_name: 'Capucine' });
    const before = await rowOf(made.id);
    now = new Date(now.getTime() + 60_000);
    const edit: AdvisorFields = {
      first_name: 'Clémence',
      type: 'Astrologue',
      title: 'Astrologue humaniste',
      specialty: 'Carrière, Argent',
      description: 'Votre ciel natal, lu avec soin.\n◆ Thème astral\n◆ Révolution solaire',
      messenger: 'https://m.me/clemence.voyance',
      whatsapp: '+33 6 12 34 56 78',
      phone: '+33 1 23 45 67 89',
    };
    const response = await patch(made.id, edit);
    expect(response.statusCode, response.body).toBe(200);
    const edited = z.parse(ConsoleAdvisor, response.json());
    expect(edited).toMatchObject({ ...edit, slug: 'clemence', updated_at: now.toISOString() });
    expect(Date.parse(edited.updated_at)).toBeGreaterThan(before.updatedAt.getTime());

    const expected = { ...edit, id: made.id, slug: 'clemence' };
    expect((await publicList()).find((a) => a.id === made.id)).toMatchObject(expected);
    expect((await app.inject(`/api/users/${made.id}`)).json()).toMatchObject(expected);
    expect((await app.inject('/api/users/by-slug/clemence')).json()).toMatchObject(expected);
    expect((await app.inject('/api/voyants/type/astrologue')).json()).toContainEqual(expect.objectContaining({ id: made.id }));

    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'advisor-edited', target: `advisor:${made.id}`, actor: admin.email });
    expect((audit.details as { fields: string[] }).fields.sort()).toEqual(Object.keys(edit).sort());
    const written = JSON.stringify(audit.details);
    for (const value of Object.values(edit)) expect(written).not.toContain(String(value));
  });

  it('names only the fields that changed, and writes nothing when none did', async () => {
    const made = await create({ first_name: 'Domitille' });
    await patch(made.id, { title: 'Nouvelle voie', type: 'Médium', specialty: 'Amour' });
    expect((await lastAudit()).details).toEqual({ fields: ['title'] });
    const audits = await auditCount();
    const unchanged = await patch(made.id, { title: 'Nouvelle voie' });
    expect(unchanged.statusCode).toBe(200);
    expect(await auditCount()).toBe(audits);
  });
});

describe('archiving', () => {
  it('hides the advisor from every public list and address, and restoring brings it back', async () => {
    const made = await create({ first_name: 'Églantine', type: 'Tarologue', specialty: 'Famille' });
    const archived = await archive(made.id, true);
    expect(archived.json()).toMatchObject({ archived: true });
    expect((await lastAudit()).action).toBe('advisor-archived');
    expect((await publicList()).map((a) => a.id)).not.toContain(made.id);
    for (const url of ['/api/voyants', '/api/voyants/type/tarologue', '/api/voyants/specialty/famille']) {
      expect((await app.inject(url)).json().map((a: Advisor) => a.id), url).not.toContain(made.id);
    }
    expect((await app.inject('/api/users/by-slug/eglantine')).statusCode).toBe(404);
    expect((await app.inject(`/api/users/${made.id}`)).statusCode).toBe(404);

    const restored = await archive(made.id, false);
    expect(restored.json()).toMatchObject({ archived: false });
    expect((await lastAudit()).action).toBe('advisor-restored');
    expect((await publicList()).map((a) => a.id)).toContain(made.id);
    expect((await app.inject('/api/users/by-slug/eglantine')).statusCode).toBe(200);
  });
});

describe('renaming', () => {
  it('answers the old slug with a permanent redirect to the current one, through a chain of renames', async () => {
    const made = await create({ first_name: 'Rosalie' });
    await patch(made.id, { first_name: 'Roseline' });
    const moved = await app.inject('/api/users/by-slug/rosalie');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/api/users/by-slug/roseline');
    expect(moved.headers['access-control-allow-origin']).toBe('*');
    expect((await app.inject(moved.headers.location!)).json()).toMatchObject({ id: made.id, first_name: 'Roseline' });

    await patch(made.id, { first_name: 'Romane' });
    for (const old of ['rosalie', 'roseline']) {
      expect((await app.inject(`/api/users/by-slug/${old}`)).headers.location, old).toBe('/api/users/by-slug/romane');
    }
    // Back to the first name: its slug is current again, the others lead to it.
    const back = await patch(made.id, { first_name: 'Rosalie' });
    expect(back.json()).toMatchObject({ slug: 'rosalie' });
    expect((await app.inject('/api/users/by-slug/rosalie')).statusCode).toBe(200);
    for (const old of ['roseline', 'romane']) {
      expect((await app.inject(`/api/users/by-slug/${old}`)).headers.location, old).toBe('/api/users/by-slug/rosalie');
    }
  });

  it('stops redirecting while the advisor is archived', async () => {
    const made = await create({ first_name: 'Victorine' });
    await patch(made.id, { first_name: 'Valentine' });
    await archive(made.id, true);
    expect((await app.inject('/api/users/by-slug/victorine')).statusCode).toBe(404);
    await archive(made.id, false);
    expect((await app.inject('/api/users/by-slug/victorine')).statusCode).toBe(301);
  });

  it.skipIf(!built)('redirects the old profile page to the new one, for curl, a browser and HEAD, query kept', async () => {
    const made = await create({ first_name: 'Léontine' });
    await patch(made.id, { first_name: 'Léocadie' });
    for (const headers of [{ accept: '*/*', 'user-agent': 'curl/8.5.0' }, { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }, {}]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await app.inject({ method, url: '/consultant-profile/leontine', headers });
        expect(response.statusCode, `${method} ${JSON.stringify(headers)}`).toBe(301);
        expect(response.headers.location).toBe('/consultant-profile/leocadie');
      }
    }
    expect((await app.inject('/consultant-profile/leontine/?utm_source=x')).headers.location).toBe('/consultant-profile/leocadie?utm_source=x');
    const page = await app.inject({ url: '/consultant-profile/leocadie', headers: { accept: '*/*' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('an advisor account', () => {
  let own: ConsoleAdvisor;
  let other: ConsoleAdvisor;
  let advisor: SignedIn;
  beforeAll(async () => {
    own = await create({ first_name: 'Mélusine', title: 'Voyante', description: 'Avant.' });
    other = await create({ first_name: 'Morgane' });
    advisor = await signedIn(app, 'advisor', own.id);
  });

  it('reads only its own advisor', async () => {
    expect((await list('', advisor)).map((a) => a.id)).toEqual([own.id]);
    expect((await call(advisor, 'GET', `/api/console/advisors/${own.id}`)).statusCode).toBe(200);
    expect((await call(advisor, 'GET', `/api/console/advisors/${other.id}`)).statusCode).toBe(403);
  });

  it('edits its own title and description', async () => {
    const response = await patch(own.id, { title: 'Voyante et médium', description: 'Après.\n◆ Pendule' }, advisor);
    expect(response.statusCode, response.body).toBe(200);
    expect((await app.inject(`/api/users/${own.id}`)).json()).toMatchObject({ title: 'Voyante et médium', description: 'Après.\n◆ Pendule' });
    expect(await lastAudit()).toMatchObject({ action: 'advisor-edited', actor: advisor.email, details: { fields: ['title', 'description'] } });
  });

  it.each([
    ['the first name', { first_name: 'Mélissa' }],
    ['the rating', { rating: '5.0' }],
    ['text with another field', { title: 'Interdit', reviews_count: 999 }],
    ['an invalid value of another field', { type: 'Sorcier' }],
  ])('is refused %s with a 403 in French, and nothing changes', async (_name, body) => {
    const before = await rowOf(own.id);
    const audits = await auditCount();
    const response = await patch(own.id, body, advisor);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'forbidden', message: OWN_FIELDS_ONLY_MESSAGE });
    expect(await rowOf(own.id)).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('may not edit another advisor, create or archive', async () => {
    const before = await rowOf(other.id);
    expect((await patch(other.id, { title: 'Pas à moi' }, advisor)).statusCode).toBe(403);
    expect((await call(advisor, 'POST', '/api/console/advisors', fields({ first_name: 'Intruse' }))).statusCode).toBe(403);
    expect((await archive(own.id, true, advisor)).statusCode).toBe(403);
    expect((await archive(other.id, true, advisor)).statusCode).toBe(403);
    expect(await rowOf(other.id)).toEqual(before);
    expect((await rowOf(own.id)).archivedAt).toBeNull();
  });
});

describe('refusals', () => {
  it.each([
    ['a missing first name', { first_name: undefined }, 'first_name', /obligatoire/],
    ['an empty first name', { first_name: '  ' }, 'first_name', /Le prénom est obligatoire/],
    ['a first name without a letter or digit', { first_name: '★★★' }, 'first_name', /au moins une lettre ou un chiffre/],
    ['an unknown type', { type: 'Sorcier' }, 'type', /Type inconnu/],
    // Computed from the published reviews: never typed in.
    ['a rating', { rating: '4.8' }, 'rating', /La note et le nombre d’avis sont calculés à partir des avis publiés/],
    ['a number of reviews', { reviews_count: 12 }, 'reviews_count', /La note et le nombre d’avis sont calculés à partir des avis publiés/],
    ['a title too long', { title: 'x'.repeat(121) }, 'title', /Le titre ne doit pas dépasser 120 caractères/],
    ['a NUL character', { description: 'a\u0000b' }, 'description', /caractère non autorisé/],
    ['a field the console does not edit', { slug: 'choisi' }, 'slug', /Champ inconnu\u202f: slug/],
  ])('creating with %s is a 400 in French on that field, and nothing is written', async (_name, overrides, field, message) => {
    const advisorsBefore = await advisorCount();
    const audits = await auditCount();
    const response = await call(admin, 'POST', '/api/console/advisors', { ...fields(), ...overrides });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.field).toBe(field);
    expect(body.message).toMatch(message);
    expect(body.message).not.toMatch(/ [:;?!]|'/);
    expect(await advisorCount()).toBe(advisorsBefore);
    expect(await auditCount()).toBe(audits);
  });

  it('an edit with one bad field changes none of the others', async () => {
    const made = await create({ first_name: 'Philomène' });
    const before = await rowOf(made.id);
    const response = await patch(made.id, { title: 'Changé', type: 'Sorcier' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'type' });
    expect(await rowOf(made.id)).toEqual(before);
  });

  it('an unknown advisor is a 404 in French', async () => {
    for (const response of [await patch(999_999, { title: 'x' }), await archive(999_999, true), await call(admin, 'GET', '/api/console/advisors/999999')]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'Voyant introuvable.' });
    }
  });

  it('without a session: 401; from a foreign page: 403; nothing changes', async () => {
    const made = await create({ first_name: 'Gwendoline' });
    const before = await rowOf(made.id);
    expect((await call(null, 'GET', '/api/console/advisors')).statusCode).toBe(401);
    expect((await call(null, 'PATCH', `/api/console/advisors/${made.id}`, { title: 'x' }, { origin: admin.headers.origin })).statusCode).toBe(401);
    const foreign = await call(admin, 'PATCH', `/api/console/advisors/${made.id}`, { title: 'x' }, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(await rowOf(made.id)).toEqual(before);
  });
});

describe('on PostgreSQL (DATABASE_URL), with a pool of connections', async () => {
  const started = await startPostgres();
  const server = 'url' in started ? started : null;
  if (!server) console.warn(`[voyance] console advisors on PostgreSQL skipped: ${'unavailable' in started ? started.unavailable : ''}`);
  afterAll(() => server?.stop());

  it.skipIf(!server)('gives advisors created at the same moment different slugs, and redirects a renamed one', async () => {
    const pgApp = await createApp(testConfig({ DATABASE_URL: server!.url }));
    try {
      const operator = await signedIn(pgApp, 'admin');
      const created = await Promise.all(
        Array.from({ length: 5 }, () => pgApp.inject({ method: 'POST', url: '/api/console/advisors', headers: operator.headers, payload: fields({ first_name: 'Zéphyrine' }) })),
      );
      expect(created.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
      expect(created.map((response) => response.json().slug).sort()).toEqual(['zephyrine', 'zephyrine-2', 'zephyrine-3', 'zephyrine-4', 'zephyrine-5']);

      const { id } = created[0]!.json();
      const renamed = await pgApp.inject({ method: 'PATCH', url: `/api/console/advisors/${id}`, headers: operator.headers, payload: { first_name: 'Zélie' } });
      expect(renamed.json()).toMatchObject({ slug: 'zelie' });
      const oldSlug = created[0]!.json().slug;
      expect((await pgApp.inject(`/api/users/by-slug/${oldSlug}`)).headers.location).toBe('/api/users/by-slug/zelie');
      await pgApp.inject({ method: 'PUT', url: `/api/console/advisors/${id}/archived`, headers: operator.headers, payload: { archived: true } });
      expect((await pgApp.inject(`/api/users/${id}`)).statusCode).toBe(404);
    } finally {
      await pgApp.close();
    }
  });
});

import { count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import * as z from 'zod/mini';
import { createApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { agencySettings, questions } from '../../server/db/schema';
import { LABELLED_QUESTIONS, MAJOR_ARCANA } from '../../server/oracle/index';
import { romanNumeral } from '../../server/oracle/tarot';
import { Analysis, ApiError, OracleHealth, QUESTION_CATEGORIES, QuestionResponse } from '../../contract/schemas';
import { createTestApp, openTestDatabase } from '../helpers/test-app';

const TOO_MANY = 'Trop de requêtes : veuillez patienter une minute avant de réessayer.';
const UNAVAILABLE = 'Service momentanément indisponible, votre question n’a pas été enregistrée. Veuillez réessayer.';

const valid = { prenom: 'Léa', question: 'Est-ce que mon copain m’aime vraiment ?' };

let now = new Date('2025-03-10T10:00:00Z');
let app: FastifyInstance;

beforeAll(async () => {
  // A high limit: these tests are not about the rate limit and all come from one address.
  app = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: 1000 }, clock: () => now });
});
afterAll(async () => app.close());

function post(target: FastifyInstance, url: string, payload: unknown, options: Partial<InjectOptions> = {}) {
  return target.inject({
    method: 'POST',
    url,
    ...options,
    headers: { 'content-type': 'application/json', ...options.headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}
const ask = (target: FastifyInstance, payload: unknown, options: Partial<InjectOptions> = {}) => post(target, '/api/questions', payload, options);

async function rowCount(target: FastifyInstance = app): Promise<number> {
  const [row] = await target.database.db.select({ n: count() }).from(questions);
  return row!.n;
}

async function lastRow(target: FastifyInstance = app) {
  const [row] = await target.database.db.select().from(questions).orderBy(desc(questions.id)).limit(1);
  return row!;
}

describe('POST /api/questions', () => {
  it('answers an accepted question with a reading for the first name, and stores it first', async () => {
    const before = await rowCount();
    const response = await ask(app, valid);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const { response: answer } = z.parse(QuestionResponse, response.json());
    expect(answer.category).toBe('Amour');
    expect(answer.refused).toBe(false);
    expect(answer.message).toContain('Léa');
    expect(answer.cards).toHaveLength(3);
    expect(new Set(answer.cards.map((c) => c.number)).size).toBe(3);
    expect(answer.suggestions.length).toBeGreaterThanOrEqual(1);
    expect(answer.suggestions.length).toBeLessThanOrEqual(3);
    for (const s of answer.suggestions) expect(app.catalogue.snapshot.byId.get(s.id)?.slug).toBe(s.slug);

    expect(await rowCount()).toBe(before + 1);
    const row = await lastRow();
    expect(row).toMatchObject({ prenom: 'Léa', question: valid.question, category: 'Amour' });
    expect(row.answer).toEqual(answer);
    expect(row.createdAt).toBeInstanceOf(Date);
  });

  it('is signed by the site, whose name the agency sets, never by « Nos voyants »', async () => {
    const signature = async () => z.parse(QuestionResponse, (await ask(app, valid)).json()).response.author;
    expect(await signature()).toBe('Voyance Étoilée');
    await app.database.db.insert(agencySettings).values({ key: 'site_name', value: 'Lumière du Tarot', sample: false });
    await app.agency.reload();
    try {
      expect(await signature()).toBe('Lumière du Tarot');
      expect((await lastRow()).answer).toMatchObject({ author: 'Lumière du Tarot' });
    } finally {
      await app.database.db.delete(agencySettings).where(eq(agencySettings.key, 'site_name'));
      await app.agency.reload();
    }
  });

  it('stores the trimmed fields and ignores unknown ones', async () => {
    const response = await ask(app, { prenom: '  martine ', question: '  Vais-je obtenir une augmentation ?  ', website: '', admin: true });
    expect(response.statusCode).toBe(200);
    const { response: answer } = z.parse(QuestionResponse, response.json());
    expect(answer.message).toContain('Martine');
    expect(await lastRow()).toMatchObject({ prenom: 'martine', question: 'Vais-je obtenir une augmentation ?', category: answer.category });
  });

  it('gives the same answer to the same first name and question on the same day, and may change it another day', async () => {
    now = new Date('2025-03-10T08:00:00Z');
    const first = (await ask(app, valid)).json();
    now = new Date('2025-03-10T21:00:00Z'); // still the 10th in Paris
    const again = (await ask(app, valid)).json();
    expect(again).toEqual(first);

    const otherDays: unknown[] = [];
    for (let day = 11; day <= 15; day++) {
      now = new Date(`2025-03-${day}T10:00:00Z`);
      otherDays.push((await ask(app, valid)).json());
    }
    expect(otherDays.some((answer) => JSON.stringify(answer) !== JSON.stringify(first))).toBe(true);
    now = new Date('2025-03-10T10:00:00Z');
  });

  it('refuses a medical question without cards, and still stores it', async () => {
    const before = await rowCount();
    const response = await ask(app, { prenom: 'Paul', question: 'J’ai un cancer, vais-je guérir ?' });
    expect(response.statusCode).toBe(200);
    const { response: answer } = z.parse(QuestionResponse, response.json());
    expect(answer.refused).toBe(true);
    expect(answer.cards).toEqual([]);
    expect(answer.message).toMatch(/médecin/);
    expect(await rowCount()).toBe(before + 1);
    expect((await lastRow()).answer).toEqual(answer);
  });

  it.each([
    ['medical', 'Mon cancer va-t-il guérir ?', /médecin/],
    ['occult', 'Pouvez-vous faire un retour affectif pour mon mari ?', /occultes/],
  ])('suggests no advisor for a refused %s question', async (_reason, question, why) => {
    const response = await ask(app, { prenom: 'Paul', question });
    const { response: answer } = z.parse(QuestionResponse, response.json());
    expect(answer.refused).toBe(true);
    expect(answer.message).toMatch(why);
    expect(answer.suggestions).toEqual([]);
  });

  it('speaks to the question’s situation: a husband’s return is not a meeting', async () => {
    const { response: answer } = z.parse(QuestionResponse, (await ask(app, { prenom: 'Paul', question: 'Est-ce que mon mari va revenir ?' })).json());
    expect(answer.message).toMatch(/retour/);
    expect(answer.message).not.toMatch(/rencontre/i);
    for (const card of answer.cards) expect(card.meaning).not.toMatch(/rencontre/i);
  });

  it.each([
    ['an empty first name', { prenom: '' }, ['prenom', 'Le prénom est obligatoire.']],
    ['a first name of blanks', { prenom: '   ' }, ['prenom', 'Le prénom est obligatoire.']],
    ['a 61-character first name', { prenom: 'a'.repeat(61) }, ['prenom', 'Le prénom ne doit pas dépasser 60 caractères.']],
    ['a 2-character question', { question: 'ok' }, ['question', 'La question doit contenir au moins 3 caractères.']],
    ['a question of blanks around 2 characters', { question: '  ok   ' }, ['question', 'La question doit contenir au moins 3 caractères.']],
    ['a 1001-character question', { question: 'q'.repeat(1001) }, ['question', 'La question ne doit pas dépasser 1000 caractères.']],
    ['a filled honeypot', { website: 'https://spam.example' }, ['website', 'Requête refusée.']],
  ])('refuses %s with 400 and its French message, storing nothing', async (_label, change, [field, message]) => {
    const before = await rowCount();
    const response = await ask(app, { ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'validation', message, field, fields: Object.fromEntries([[field, message]]) });
    expect(await rowCount()).toBe(before);
  });

  it('accepts a 60-character first name and a 1000-character question', async () => {
    const response = await ask(app, { prenom: 'a'.repeat(60), question: 'q'.repeat(1000) });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['a numeric first name', { ...valid, prenom: 42 }, 'prenom'],
    ['a question given as a list', { ...valid, question: ['Vais-je', 'trouver ?'] }, 'question'],
    ['a null question', { ...valid, question: null }, 'question'],
    ['no first name', { question: valid.question }, 'prenom'],
    ['no question', { prenom: valid.prenom }, 'question'],
  ])('refuses %s with 400 naming the field, storing nothing', async (_label, body, field) => {
    const before = await rowCount();
    const response = await ask(app, body);
    expect(response.statusCode).toBe(400);
    const error = z.parse(ApiError, response.json());
    expect(error.error).toBe('validation');
    expect(error.field).toBe(field);
    expect(error.fields).toHaveProperty([field]);
    expect(await rowCount()).toBe(before);
  });

  it('refuses a body that is not JSON with 415 and malformed JSON with 400, storing nothing', async () => {
    const before = await rowCount();
    const plain = await ask(app, JSON.stringify(valid), { headers: { 'content-type': 'text/plain' } });
    expect(plain.statusCode).toBe(415);
    const malformed = await ask(app, '{"prenom": ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'bad_request', message: 'Corps JSON invalide.' });
    expect(await rowCount()).toBe(before);
  });

  it('is described in the OpenAPI document with its responses', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string; responses?: Record<string, unknown> }>>;
    };
    const question = doc.paths['/api/questions']?.post;
    expect(question?.summary).toMatch(/question/i);
    expect(Object.keys(question?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '413', '415', '429', '503']));
    const analysis = doc.paths['/api/analyser']?.post;
    expect(Object.keys(analysis?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '429']));
    expect(Object.keys(doc.paths['/api/ml/health']?.get?.responses ?? {})).toEqual(['200']);
  });
});

describe('GET /images/tarot/<card>.svg', () => {
  it('serves a distinct drawing of every major arcanum, with its numeral and name, the path each drawn card carries', async () => {
    const bodies = new Set<string>();
    for (const arcanum of MAJOR_ARCANA) {
      const response = await app.inject({ method: 'GET', url: `/images/tarot/${arcanum.slug}.svg` });
      expect(response.statusCode, arcanum.slug).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.body).toMatch(/^<svg /);
      expect(response.body).toContain(`>${romanNumeral(arcanum.number)}</text>`);
      expect(response.body).toContain(`>${arcanum.name}</text>`);
      // Beyond the frame and the texts, a motif of its own.
      bodies.add(response.body.replace(/<text[^>]*>[^<]*<\/text>/g, '').replace(/aria-label="[^"]*"/, ''));
    }
    expect(bodies.size).toBe(22);
    const { response: answer } = z.parse(QuestionResponse, (await ask(app, valid)).json());
    for (const card of answer.cards) expect(card.image).toBe(`images/tarot/${card.slug}.svg`);
  });
});

describe('POST /api/analyser', () => {
  it("answers a love question with the category 'Amour', storing nothing", async () => {
    const before = await rowCount();
    const response = await post(app, '/api/analyser', { prenom: 'léa', phrase: 'Vais-je trouver l’amour cette année ?' });
    expect(response.statusCode).toBe(200);
    const analysis = z.parse(Analysis, response.json());
    expect(analysis.categorie).toBe('Amour');
    expect(analysis.message).toContain('Léa');
    expect(await rowCount()).toBe(before);
  });

  it.each([
    [{ phrase: 'ok' }, ['phrase', 'La question doit contenir au moins 3 caractères.']],
    [{ prenom: ' ' }, ['prenom', 'Le prénom est obligatoire.']],
    [{ website: 'x' }, ['website', 'Requête refusée.']],
  ])('refuses %j with 400 and its French message', async (change, [field, message]) => {
    const response = await post(app, '/api/analyser', { prenom: 'Léa', phrase: 'Vais-je trouver l’amour ?', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'validation', message, field, fields: Object.fromEntries([[field, message]]) });
  });
});

describe('GET /api/ml/health', () => {
  it('reports the trained model', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/ml/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const health = z.parse(OracleHealth, response.json());
    expect(health).toEqual({
      status: 'ok',
      model: { trained: true, categories: [...QUESTION_CATEGORIES], corpusSize: LABELLED_QUESTIONS.length },
    });
  });
});

describe('rate limit', () => {
  let limited: FastifyInstance;
  beforeEach(async () => {
    limited = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: 2 } });
  });
  afterEach(async () => limited.close());

  it('answers the 3rd question of a minute from one address with 429 and stores nothing for it', async () => {
    const from = { remoteAddress: '203.0.113.7' };
    for (let i = 0; i < 2; i++) expect((await ask(limited, valid, from)).statusCode).toBe(200);
    const before = await rowCount(limited);
    const refused = await ask(limited, valid, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'too_many_requests', message: TOO_MANY });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rowCount(limited)).toBe(before);
    // Another client is still answered.
    expect((await ask(limited, valid, { remoteAddress: '198.51.100.4' })).statusCode).toBe(200);
  });

  it('limits /api/analyser on its own count', async () => {
    const from = { remoteAddress: '203.0.113.7' };
    const analyse = () => post(limited, '/api/analyser', { prenom: 'Léa', phrase: 'Vais-je trouver l’amour ?' }, from);
    for (let i = 0; i < 2; i++) expect((await ask(limited, valid, from)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await analyse()).statusCode).toBe(200);
    const refused = await analyse();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'too_many_requests', message: TOO_MANY });
  });

  it('counts refused requests too', async () => {
    for (let i = 0; i < 2; i++) expect((await ask(limited, { ...valid, prenom: '' })).statusCode).toBe(400);
    expect((await ask(limited, valid)).statusCode).toBe(429);
  });

  it('leaves /api/ml/health unlimited', async () => {
    for (let i = 0; i < 4; i++) expect((await limited.inject({ method: 'GET', url: '/api/ml/health' })).statusCode).toBe(200);
  });
});

describe('database failure', () => {
  it('answers 503 JSON without an answer when the database is down', async () => {
    const database = await openTestDatabase();
    const broken = await createApp(testConfig(), { database });
    try {
      await database.close();
      const response = await ask(broken, valid);
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ error: 'unavailable', message: UNAVAILABLE });
    } finally {
      await broken.close();
    }
  });

  it('answers 503 when the insert fails, and leaves nothing half-stored', async () => {
    const failing = await createTestApp();
    try {
      const before = await rowCount(failing);
      await failing.database.db.execute(sql`ALTER TABLE questions RENAME TO questions_away`);
      const response = await ask(failing, valid);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: 'unavailable', message: UNAVAILABLE });
      await failing.database.db.execute(sql`ALTER TABLE questions_away RENAME TO questions`);
      expect(await rowCount(failing)).toBe(before);
      // Once the table is back, the same question is answered and stored.
      expect((await ask(failing, valid)).statusCode).toBe(200);
      expect(await rowCount(failing)).toBe(before + 1);
    } finally {
      await failing.close();
    }
  });
});

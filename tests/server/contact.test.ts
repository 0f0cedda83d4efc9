import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import * as z from 'zod/mini';
import { createApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { contactMessages } from '../../server/db/schema';
import { ApiError, ContactReceipt } from '../../contract/schemas';
import { createTestApp, openTestDatabase } from '../helpers/test-app';

const TOO_MANY = 'Trop de requêtes : veuillez patienter une minute avant de réessayer.';
const UNAVAILABLE = 'Service momentanément indisponible, votre message n’a pas été enregistré. Veuillez réessayer.';

const valid = {
  name: 'Camille Martin',
  email: 'camille@example.fr',
  phone: '06 12 34 56 78',
  message: 'Bonjour, je voudrais prendre rendez-vous avec une voyante.',
};

let app: FastifyInstance;

beforeAll(async () => {
  // A high limit: these tests are not about the rate limit and all come from one address.
  app = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: 1000 } });
});
afterAll(async () => app.close());

function post(target: FastifyInstance, payload: unknown, options: Partial<InjectOptions> = {}) {
  return target.inject({
    method: 'POST',
    url: '/api/contact',
    ...options,
    headers: { 'content-type': 'application/json', ...options.headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

async function rowCount(target: FastifyInstance = app): Promise<number> {
  const [row] = await target.database.db.select({ n: count() }).from(contactMessages);
  return row!.n;
}

describe('POST /api/contact', () => {
  it('stores a valid message and answers 201 with its id', async () => {
    const before = await rowCount();
    const response = await post(app, valid);
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const { id } = z.parse(ContactReceipt, response.json());
    expect(await rowCount()).toBe(before + 1);
    const [row] = await app.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ ...valid });
    expect(row!.createdAt).toBeInstanceOf(Date);
  });

  it('stores trimmed values, an empty phone as null, and ignores unknown fields', async () => {
    const response = await post(app, {
      name: '  Léa  ',
      email: ' lea@example.fr ',
      phone: '   ',
      message: '  Un message assez long.  ',
      website: '',
      admin: true,
    });
    expect(response.statusCode).toBe(201);
    const { id } = z.parse(ContactReceipt, response.json());
    const [row] = await app.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ name: 'Léa', email: 'lea@example.fr', phone: null, message: 'Un message assez long.' });
  });

  it('stores a message without a phone', async () => {
    const { phone: _phone, ...withoutPhone } = valid;
    const response = await post(app, withoutPhone);
    expect(response.statusCode).toBe(201);
    const { id } = z.parse(ContactReceipt, response.json());
    const [row] = await app.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row!.phone).toBeNull();
  });

  it.each([
    ['a short name', { name: 'A' }, ['name', 'Le nom doit contenir au moins 2 caractères']],
    ['a name of blanks', { name: ' B  ' }, ['name', 'Le nom doit contenir au moins 2 caractères']],
    ['an invalid email', { email: 'camille@' }, ['email', 'E-mail invalide']],
    ['an email that is not one', { email: 'pas un email' }, ['email', 'E-mail invalide']],
    ['a short message', { message: 'Bonjour' }, ['message', 'Le message doit contenir au moins 10 caractères']],
    ['a message of blanks', { message: '   court   ' }, ['message', 'Le message doit contenir au moins 10 caractères']],
  ])('refuses %s with 400 and its French message, storing nothing', async (_label, change, [field, message]) => {
    const before = await rowCount();
    const response = await post(app, { ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'validation', message, field, fields: Object.fromEntries([[field, message]]) });
    expect(await rowCount()).toBe(before);
  });

  it('names every invalid field with its own message, for a form to show each beside its field', async () => {
    const response = await post(app, { ...valid, name: 'A', email: 'camille@' });
    expect(response.statusCode).toBe(400);
    const error = z.parse(ApiError, response.json());
    expect(error.fields).toEqual({ name: expect.stringMatching(/^Le nom doit/), email: expect.stringMatching(/e-mail/i) });
    expect(error.field).toBe('name');
    expect(error.message).toBe(error.fields!.name);
  });

  it.each(['name', 'email', 'message'])('refuses a body without %s with 400: the field is required', async (field) => {
    const before = await rowCount();
    const body: Record<string, string> = { ...valid };
    delete body[field];
    const response = await post(app, body);
    expect(response.statusCode).toBe(400);
    const error = z.parse(ApiError, response.json());
    expect(error.error).toBe('validation');
    expect(error.field).toBe(field);
    expect(error.fields).toEqual({ [field]: 'Ce champ est obligatoire.' });
    expect(await rowCount()).toBe(before);
  });

  it('refuses a filled honeypot with 400 and stores nothing', async () => {
    const before = await rowCount();
    const response = await post(app, { ...valid, website: 'https://spam.example' });
    expect(response.statusCode).toBe(400);
    const error = z.parse(ApiError, response.json());
    expect(error.error).toBe('validation');
    expect(error.field).toBe('website');
    expect(await rowCount()).toBe(before);
  });

  it('refuses a 100 KB body with 413 and stores nothing', async () => {
    const before = await rowCount();
    const response = await post(app, { ...valid, message: 'x'.repeat(100 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(z.parse(ApiError, response.json()).error).toBe('payload_too_large');
    expect(await rowCount()).toBe(before);
  });

  it.each([
    ['application/x-www-form-urlencoded', 'name=Camille&email=camille%40example.fr&message=Bonjour+la+voyante'],
    ['text/plain', JSON.stringify(valid)],
  ])('refuses a %s body with 415 and stores nothing', async (contentType, payload) => {
    const before = await rowCount();
    const response = await post(app, payload, { headers: { 'content-type': contentType } });
    expect(response.statusCode).toBe(415);
    expect(z.parse(ApiError, response.json()).error).toBe('unsupported_media_type');
    expect(await rowCount()).toBe(before);
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await post(app, '{"name": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message: 'Corps JSON invalide.' });
  });

  it('lets a partner page post from another origin (CORS *)', async () => {
    const response = await post(app, valid, { headers: { origin: 'https://blog.example' } });
    expect(response.statusCode).toBe(201);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers the CORS preflight of a JSON POST', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/contact',
      headers: {
        origin: 'https://blog.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs' })).json() as {
      paths: Record<string, { post?: { tags?: string[]; responses?: Record<string, unknown> } }>;
    };
    const operation = doc.paths['/api/contact']?.post;
    expect(operation?.tags).toEqual(['contact']);
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['201', '400', '413', '429', '503']));
  });
});

describe('rate limit', () => {
  let limited: FastifyInstance;
  beforeEach(async () => {
    limited = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: 3 } });
  });
  afterEach(async () => limited.close());

  it('answers the 4th POST of a minute from one address with 429, while another address is accepted', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await post(limited, valid, { remoteAddress: '203.0.113.7' })).statusCode).toBe(201);
    }
    const before = await rowCount(limited);
    const refused = await post(limited, valid, { remoteAddress: '203.0.113.7', headers: { origin: 'https://blog.example' } });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/application\/json/);
    expect(refused.json()).toEqual({ error: 'too_many_requests', message: TOO_MANY });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A partner page can read the refusal too.
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    expect(await rowCount(limited)).toBe(before);

    expect((await post(limited, valid, { remoteAddress: '198.51.100.4' })).statusCode).toBe(201);
  });

  it('counts the client behind a trusted proxy by X-Forwarded-For', async () => {
    const proxied = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: 3, TRUST_PROXY: 1 } });
    try {
      const behindProxy = (ip: string) => post(proxied, valid, { remoteAddress: '10.0.0.1', headers: { 'x-forwarded-for': ip } });
      for (let i = 0; i < 3; i++) expect((await behindProxy('203.0.113.7')).statusCode).toBe(201);
      const refused = await behindProxy('203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: 'too_many_requests', message: TOO_MANY });
      expect((await behindProxy('198.51.100.4')).statusCode).toBe(201);
    } finally {
      await proxied.close();
    }
  });

  it('ignores X-Forwarded-For without a trusted proxy, so a client cannot pick a new address', async () => {
    const spoofing = (ip: string) => post(limited, valid, { remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < 3; i++) expect((await spoofing(`198.51.100.${i}`)).statusCode).toBe(201);
    expect((await spoofing('198.51.100.99')).statusCode).toBe(429);
  });

  it('counts refused requests too (invalid bodies do not get around the limit)', async () => {
    for (let i = 0; i < 3; i++) expect((await post(limited, { ...valid, name: 'A' })).statusCode).toBe(400);
    expect((await post(limited, valid)).statusCode).toBe(429);
  });

  it('leaves the GET routes unlimited', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await limited.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
  });
});

describe('database failure', () => {
  it('answers 503 JSON and does not claim the message was stored', async () => {
    const database = await openTestDatabase();
    const broken = await createApp(testConfig(), { database });
    try {
      await database.close();
      const response = await post(broken, valid);
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ error: 'unavailable', message: UNAVAILABLE });
    } finally {
      await broken.close();
    }
  });
});

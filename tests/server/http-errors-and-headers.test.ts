import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { ApiError } from '../../widgets/core/schemas';
import { createTestApp } from '../helpers/test-app';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
  // Routes that exist only here, to reach the error paths no real route should take.
  app.get('/api/test/boom', async () => {
    throw new Error('secret internal detail at /srv/app.ts:12');
  });
  app.post('/api/test/echo', async (request) => ({ received: typeof request.body }));
});
afterAll(async () => app.close());

describe('errors are JSON { error, message }', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(z.parse(ApiError, response.json()).message).toContain('/api/does-not-exist');
  });

  it('hides the cause of an unexpected fault behind a plain 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'internal', message: 'Erreur interne du serveur.' });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('.ts');
  });

  it('refuses an oversized body with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(100 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(z.parse(ApiError, response.json()).error).toBe('payload_too_large');
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"text": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message: 'Corps JSON invalide.' });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(z.parse(ApiError, response.json()).error).toBe('unsupported_media_type');
  });
});

describe('headers', () => {
  it('sends the security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/users' });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=(\d+)/);
    const maxAge = Number(/max-age=(\d+)/.exec(String(response.headers['strict-transport-security']))?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('lets partner pages read the API and the images from another origin', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/voyants', headers: { origin: 'https://blog.example' } });
    expect(api.headers['access-control-allow-origin']).toBe('*');
    expect(api.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const advisor = (api.json() as { photo: string | null }[]).find((a) => a.photo)!;
    const image = await app.inject({ method: 'GET', url: `/${advisor.photo}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('answers a CORS preflight for the API', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/users',
      headers: { origin: 'https://blog.example', 'access-control-request-method': 'GET' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('API documentation', () => {
  it('describes every catalogue path in an OpenAPI document', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/api/users', '/api/voyants', '/api/voyants/random-three-daily', '/api/users/by-slug/{slug}', '/api/users/{id}', '/api/health']) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});

describe('health', () => {
  it('reports the server and the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toMatchObject({ status: 'ok', server: { status: 'ok' }, database: { status: 'ok', kind: 'pglite' } });
  });
});

/**
 * The Host header is the client's word: without PUBLIC_ORIGIN, the sitemap
 * and robots.txt that name it are never kept by a shared cache for other
 * clients; with PUBLIC_ORIGIN they name it and nothing else.
 */
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../helpers/test-app';

const FORGED = { host: 'attaquant.example' };
let withoutOrigin: FastifyInstance;
let withOrigin: FastifyInstance;
beforeAll(async () => {
  withoutOrigin = await createTestApp();
  withOrigin = await createTestApp({ config: { PUBLIC_ORIGIN: 'https://www.voyance.example' } });
});
afterAll(async () => Promise.all([withoutOrigin?.close(), withOrigin?.close()]));

describe.each(['/sitemap.xml', '/robots.txt'])('%s', (url) => {
  it('without PUBLIC_ORIGIN is not publicly cacheable and varies on Host', async () => {
    const response = await withoutOrigin.inject({ method: 'GET', url, headers: FORGED });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('attaquant.example');
    expect(response.headers['cache-control']).not.toMatch(/public/);
    expect(String(response.headers.vary)).toMatch(/host/i);
  });

  it('with PUBLIC_ORIGIN names it only, whatever the Host', async () => {
    const response = await withOrigin.inject({ method: 'GET', url, headers: FORGED });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('https://www.voyance.example/');
    expect(response.body).not.toContain('attaquant.example');
  });
});

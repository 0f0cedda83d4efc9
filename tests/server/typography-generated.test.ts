/**
 * French typography in what the server writes (issue 13, point 22): every
 * sign's horoscope in every period, the free question's answers, and the
 * API's error messages, zod's own included.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { ZODIAC_SIGNS } from '../../contract/domain/zodiac';
import { createTestApp } from '../helpers/test-app';
import { typographyFaults } from '../helpers/typography';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: 1000 } });
});
afterAll(() => app?.close());

/** The prose of a JSON answer: every string but identifiers, paths and colour codes. */
function prose(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return /^(?:error|slug|path|image|href|url|sign|id|category|categorie|lan|photo|video)$/i.test(key) || /^#|^\/|^[a-z_]+$/.test(value) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => prose(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => prose(item, name));
  return [];
}

const faultsOf = (where: string, body: unknown) => prose(body).flatMap((text) => typographyFaults(text).map((fault) => `${where}: ${fault}`));

describe('French typography in what the server writes', () => {
  it('every sign in every period', async () => {
    const faults: string[] = [];
    for (const sign of ZODIAC_SIGNS) {
      for (const period of ['aujourdhui', 'demain', 'semaine', 'mois', 'annee']) {
        const response = await app.inject({ method: 'GET', url: `/api/horoscopes/${sign.slug}/${period}` });
        expect(response.statusCode).toBe(200);
        faults.push(...faultsOf(`${sign.slug}/${period}`, response.json()));
      }
    }
    expect([...new Set(faults)]).toEqual([]);
  });

  it.each([
    'Est-ce que mon mari va revenir ?',
    'Vais-je trouver un nouveau travail cette année ?',
    'Mon argent va-t-il fructifier ?',
    'Comment renouer avec ma sœur ?',
    'Mon cancer va-t-il guérir ?',
    'Quel est mon avenir ?',
  ])('the free answer to %j', async (question) => {
    const response = await app.inject({ method: 'POST', url: '/api/questions', payload: { prenom: 'Martine', question } });
    expect(response.statusCode).toBe(200);
    expect(faultsOf(question, response.json())).toEqual([]);
  });

  const badRequests: [string, InjectOptions][] = [
    ['a contact message with nothing right', { method: 'POST', url: '/api/contact', payload: { name: 'A', email: 'pas-une-adresse', message: 'court' } }],
    ['a question with a missing field', { method: 'POST', url: '/api/questions', payload: { prenom: 'Martine' } }],
    ['a question that is not JSON', { method: 'POST', url: '/api/questions', payload: 'prenom=Martine', headers: { 'content-type': 'text/plain' } }],
    ['an unknown period', { method: 'GET', url: '/api/horoscopes/lion/hier' }],
    ['an unknown sign', { method: 'GET', url: '/api/horoscopes/licorne/demain' }],
    ['an unknown path', { method: 'GET', url: '/api/rien' }],
  ];
  it.each(badRequests)('the error message of %s', async (_, request) => {
    const response = await app.inject(request);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    const { message } = response.json<{ message: string }>();
    expect(message.length).toBeGreaterThan(0);
    expect(typographyFaults(message)).toEqual([]);
  });
});

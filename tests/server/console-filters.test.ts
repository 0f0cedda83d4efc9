/**
 * The console's searches and filters refuse text the database cannot compare
 * (issue 37 point 4): a NUL or a lone surrogate in `search=` or `specialty=`
 * was a 500 (SQLSTATE 22021). Each list answers 400 in French naming the
 * field, the CSV export too; an ordinary search still answers. Real app and
 * database, the query strings as a browser's address bar sends them.
 */
import type { FastifyInstance } from 'fastify';
import { INVALID_CHARACTER_MESSAGE } from '../../contract/domain/storable-text';
import { signedIn, type SignedIn } from '../helpers/console-session';
import { createTestApp } from '../helpers/test-app';

let app: FastifyInstance;
let admin: SignedIn;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signedIn(app, 'admin');
});
afterAll(async () => app.close());

const get = (url: string) => app.inject({ method: 'GET', url, headers: { ...admin.headers, accept: '*/*' } });

/** Every console list with a free-text filter, by the parameter that holds it. */
const FILTERS = [
  ['/api/console/inbox', 'search'],
  ['/api/console/inbox.csv', 'search'],
  ['/api/console/advisors', 'search'],
  ['/api/console/advisors', 'specialty'],
] as const;

/** A NUL as an address bar sends it: alone, between letters, after a word. (A lone surrogate cannot arrive in a URL: UTF-8 cannot encode one.) */
const UNSTORABLE = ['a%00b', '%00', 'amour%00'];

describe('the console’s searches and filters', () => {
  it.each(FILTERS)('%s?%s= with a NUL answers 400 in French, naming the field', async (path, field) => {
    for (const value of UNSTORABLE) {
      const response = await get(`${path}?${field}=${value}`);
      expect(response.statusCode, `${field}=${value}: ${response.body}`).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({ error: 'validation', field, message: INVALID_CHARACTER_MESSAGE });
    }
  });

  it.each(FILTERS)('%s?%s= with ordinary words still answers 200', async (path, field) => {
    const response = await get(`${path}?${field}=${encodeURIComponent('Amour fidèle')}`);
    expect(response.statusCode, response.body).toBe(200);
  });
});

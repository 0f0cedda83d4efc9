/**
 * GET /api/astro/compatibilite through the real server on a loopback port:
 * a score that is 50 plus the weights its aspects show, and each bad input
 * refused in French, naming its field.
 */
import type { FastifyInstance } from 'fastify';
import { Compatibility } from '../../contract/schemas/astro';
import { createTestApp } from '../helpers/test-app';

let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  app = await createTestApp();
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => app.close());

async function ask(query: string) {
  const response = await fetch(`${base}/api/astro/compatibilite?${query}`);
  return { response, body: (await response.json()) as Record<string, unknown> };
}

describe('GET /api/astro/compatibilite', () => {
  it('answers two dates alone with a score equal to 50 plus the weights of its aspects, held within 3 and 97', async () => {
    for (const query of ['date1=1990-04-12&date2=1988-11-03', 'date1=1977-07-14&date2=1977-07-14', 'date1=1955-01-30&date2=2001-08-09']) {
      const { response, body } = await ask(query);
      expect(response.status, query).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
      const answer = Compatibility.parse(body);
      const total = answer.aspects.reduce((sum, aspect) => sum + aspect.weight, 0);
      expect(answer.score, query).toBe(Math.min(97, Math.max(3, Math.round(50 + total))));
      expect(answer.aspects.length, query).toBeGreaterThan(0);
      // The heaviest first: the rows a visitor reads first explain most of the score.
      const sizes = answer.aspects.map((aspect) => Math.abs(aspect.weight));
      expect(sizes, query).toEqual([...sizes].sort((a, b) => b - a));
      expect(answer.people.map((person) => person.name)).toEqual(['Personne 1', 'Personne 2']);
      // Without a time, no ascendant is counted, and the answer says the score is indicative.
      expect(answer.aspects.some((aspect) => aspect.from === 'ascendant' || aspect.to === 'ascendant')).toBe(false);
      expect(answer.notes.join(' ')).toContain('Sans heure de naissance');
    }
  });

  it('refuses a date before 1900 on date1, in French', async () => {
    const { response, body } = await ask('date1=1899-12-31&date2=1988-11-03');
    expect(response.status).toBe(400);
    expect(body.field).toBe('date1');
    expect(body.message).toBe('La date de naissance doit être comprise entre 1900 et 2100.');
  });

  it('refuses a place nobody can find on lieu2, in French', async () => {
    const { response, body } = await ask('date1=1990-04-12&date2=1988-11-03&heure2=10:00&lieu2=nulle-part');
    expect(response.status).toBe(400);
    expect(body.field).toBe('lieu2');
    expect(body.message).toBe('Lieu de naissance introuvable\u202f: choisissez-le dans la liste proposée.');
  });

  it('refuses a first name holding markup, in French', async () => {
    const { response, body } = await ask(`prenom1=${encodeURIComponent('<b>Alex</b>')}&date1=1990-04-12&date2=1988-11-03`);
    expect(response.status).toBe(400);
    expect(body.field).toBe('prenom1');
    expect(body.message).toBe('Le prénom ne peut contenir que des lettres, des espaces, des traits d’union et des apostrophes.');
    expect(JSON.stringify(body)).not.toContain('<b>');
  });

  it('asks which of an hour that happened twice, on that person’s occurrence field, and answers once told', async () => {
    const twice = await ask('date1=1990-04-12&date2=2025-10-26&heure2=02:30');
    expect(twice.response.status).toBe(422);
    expect(twice.body).toMatchObject({ error: 'heure_double', field: 'occurrence2' });
    // The time as written, its colon whole; the product's words typeset.
    expect(twice.body.message).toContain('L’heure 02:30 a existé deux fois ce jour-là à Paris\u202f: les horloges ont été retardées');
    const told = await ask('date1=1990-04-12&date2=2025-10-26&heure2=02:30&occurrence2=2');
    expect(told.response.status).toBe(200);
    expect(Compatibility.parse(told.body).people[1]!.birth.instant).toBe('2025-10-26T01:30:00.000Z');
  });
});

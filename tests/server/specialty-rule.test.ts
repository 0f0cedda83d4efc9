/**
 * "This advisor has specialty X" is one rule (contract/domain/specialty.ts)
 * for the server's specialty lists, the catalogue's theme filter and the
 * oracle's suggestions. Before, the three disagreed: an advisor whose
 * specialty reads 'Carriere' was on the server's Carrière list but dropped by
 * the catalogue's Carrière filter, and 'Amoureux' went the other way.
 */
import type { FastifyInstance } from 'fastify';
import { advisors } from '../../server/db/schema';
import { suggestAdvisors } from '../../server/oracle/answer';
import { filterByThemes } from '../../widgets/advisor-grid/theme-filter';
import { hasSpecialty } from '../../contract/domain';
import type { Advisor } from '../../contract/schemas';
import { createTestApp } from '../helpers/test-app';

describe('hasSpecialty', () => {
  const advisor = (specialty: string | null) => ({ specialty });

  it.each([
    ['Carrière', 'Carrière'],
    ['Carriere', 'Carrière'],
    ['CARRIÈRE', 'Carrière'],
    ['Amour, Famille', 'Famille'],
    ['amour', 'Amour'],
    ['Carrière', 'carriere'],
  ])('%s has the specialty %s (case and accents aside)', (text, specialty) => {
    expect(hasSpecialty(advisor(text), specialty)).toBe(true);
  });

  it.each([
    ['Amoureux', 'Amour'],
    ['Argenterie', 'Argent'],
    ['Famille', 'Amour'],
    [null, 'Amour'],
    ['', 'Amour'],
    ['Amour', ''],
  ])('%s does not have the specialty %s (whole words only)', (text, specialty) => {
    expect(hasSpecialty(advisor(text), specialty)).toBe(false);
  });
});

describe('the server, the catalogue filter and the oracle agree on who has a specialty', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp();
    const row = { type: 'Tarologue', status: 'available' as const, reviewsCount: 40 };
    await app.database.db.insert(advisors).values([
      { ...row, slug: 'sans-accent', firstName: 'Sans-Accent', specialty: 'Carriere' },
      { ...row, slug: 'amoureuse', firstName: 'Amoureuse', specialty: 'Amoureux' },
    ]);
    await app.catalogue.refresh();
  });
  afterAll(async () => {
    await app?.close();
  });

  const getList = async (url: string) => (await app.inject({ method: 'GET', url })).json<Advisor[]>();
  const slugs = (list: readonly { slug: string }[]) => list.map((a) => a.slug);

  it("puts 'Carriere' in Carrière and 'Amoureux' out of Amour, on the server's lists and in the catalogue's filter alike", async () => {
    const all = await getList('/api/users');
    for (const [theme, path] of [
      ['Carrière', 'carriere'],
      ['Amour', 'amour'],
    ] as const) {
      const onServer = slugs(await getList(`/api/voyants/specialty/${path}`)).sort();
      const inFilter = slugs(filterByThemes(all, [theme])).sort();
      expect(inFilter, theme).toEqual(onServer);
    }
    expect(slugs(await getList('/api/voyants/specialty/carriere'))).toContain('sans-accent');
    expect(slugs(await getList('/api/voyants/specialty/amour'))).not.toContain('amoureuse');
  });

  it('suggests, for a question on a specialty, only advisors who have it by the same rule', async () => {
    const all = await getList('/api/users');
    for (let seed = 0; seed < 40; seed++) {
      for (const suggestion of suggestAdvisors(all, 'Carrière', seed)) {
        expect(hasSpecialty(all.find((a) => a.id === suggestion.id)!, 'Carrière'), suggestion.slug).toBe(true);
      }
      expect(slugs(suggestAdvisors(all, 'Amour', seed))).not.toContain('amoureuse');
    }
  });
});

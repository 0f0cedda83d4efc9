/**
 * Rules of the shared advisor parts, against real endpoints serving chosen
 * advisors: the half-star display, the default type badge, and the contact
 * sentence that names only the channels whose buttons show.
 */
import { defineAdvisorGrid } from '../../widgets/advisor-grid';
import { defineHoroscope } from '../../widgets/horoscope';
import type { Advisor } from '../../contract/schemas';
import { mount, queryAllDeep, shadowOf, startJsonServer, textOf, waitForText, withoutRetries, type JsonServer } from '../helpers/widgets';

const advisor = (overrides: Partial<Advisor>): Advisor => ({
  id: 1,
  slug: 'anais',
  first_name: 'Anaïs',
  type: 'Astrologue',
  title: null,
  specialty: 'Amour',
  rating: '4.8',
  status: '1',
  photo: null,
  video: null,
  description: null,
  messenger: '100089639981012',
  whatsapp: 'NULL',
  phone: '+33 1 99 00 10 12',
  reviews_count: 57,
  ...overrides,
});

let server: JsonServer | undefined;
beforeAll(() => {
  defineAdvisorGrid();
  defineHoroscope();
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  document.body.innerHTML = '';
});

async function gridOf(advisors: Advisor[]): Promise<HTMLElement[]> {
  server = await startJsonServer({ body: JSON.stringify(advisors) });
  const root = shadowOf(mount(`<voy-advisor-grid api-base="${server.url}"></voy-advisor-grid>`));
  await vi.waitFor(() => expect(queryAllDeep(root, '[part="card"]')).toHaveLength(advisors.length), { timeout: 10_000, interval: 20 });
  return queryAllDeep(root, '[part="card"]');
}

const stars = (card: HTMLElement) => [...card.querySelectorAll('[data-star]')].map((star) => star.getAttribute('data-star'));

describe('the half-star rule', () => {
  it('4.5 → 4 full stars and a half; 4.4 → 4 full stars; 5.0 → 5 full', async () => {
    const [half, floor, five] = await gridOf([
      advisor({ id: 1, slug: 'a', rating: '4.5' }),
      advisor({ id: 2, slug: 'b', rating: '4.4' }),
      advisor({ id: 3, slug: 'c', rating: '5.0' }),
    ]);
    expect(stars(half!)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(textOf(half!)).toContain('4,5 / 5 57 avis');
    expect(stars(floor!)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(stars(five!)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });
});

describe('the type badge', () => {
  it('reads “Tarologue” when the advisor’s type is empty', async () => {
    const [card] = await gridOf([advisor({ type: '' })]);
    expect(textOf(card!.querySelector('[part="badge"]')!)).toBe('Tarologue');
  });
});

describe('the contact sentence', () => {
  it.each([
    [{ whatsapp: 'NULL' }, 'Messenger ou téléphone', ['Messenger', 'Téléphone']],
    [{ whatsapp: '+33 6 12 34 56 78' }, 'WhatsApp, Messenger ou téléphone', ['WhatsApp', 'Messenger', 'Téléphone']],
    [{ whatsapp: null, messenger: '', phone: '01 99 00 10 12' }, 'téléphone', ['Téléphone']],
  ])('names only the channels whose buttons show (%o)', async (channels, named, buttons) => {
    // Every path answers the astrologer: the horoscope itself fails, the ask-an-astrologer strip shows.
    server = await startJsonServer({ body: JSON.stringify(advisor(channels)) });
    await withoutRetries(async () => {
      const root = shadowOf(mount(`<voy-horoscope api-base="${server!.url}" sign="lion" layout="full"></voy-horoscope>`));
      await waitForText(root, 'vous répond par');
      expect(textOf(root)).toContain(`Notre astrologue du jour, Anaïs, vous répond par ${named}.`);
      const ask = queryAllDeep(root, '[part="ask"]')[0]!;
      expect([...ask.querySelectorAll('a[part~="button"]')].map((link) => textOf(link))).toEqual(buttons);
    });
  });
});

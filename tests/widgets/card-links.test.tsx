/**
 * A card's ways to the advisor (widgets/core/parts/advisor-card.tsx,
 * CardLinks), the same in the list, the spotlight and the grid, on a partner's
 * page (site-base another origin): their channels, « Tchat » while they are at
 * their console and « Voir le profil », both to our site. Against the real API
 * on loopback, presence held by a console stream.
 */
import * as z from 'zod/mini';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { defineAdvisorGrid } from '../../widgets/advisor-grid';
import { defineAdvisorList } from '../../widgets/advisor-list';
import { defineAdvisorSpotlight } from '../../widgets/advisor-spotlight';
import { pickPath } from '../../contract/domain';
import { Advisor, AdvisorList } from '../../contract/schemas';
import { signedIn } from '../helpers/console-session';
import { beingPresent, type ConsoleStream } from '../helpers/presence';
import { queryAllDeep, shadowOf, startApiServer, type ApiServer } from '../helpers/widgets';

const SITE = 'https://voyance.example';
let api: ApiServer;
const held: ConsoleStream[] = [];
let present: Advisor[];

const getJson = async (path: string) => (await api.app.inject({ url: path })).json() as unknown;

beforeAll(async () => {
  api = await startApiServer();
  defineAdvisorList();
  defineAdvisorSpotlight();
  defineAdvisorGrid();
  // At their console before any widget reads them: the month's advisor, the first tarologue, the grid's first card.
  const monthly = z.parse(Advisor, await getJson(pickPath('monthly')));
  const [tarologue] = z.parse(AdvisorList, await getJson('/api/voyants/type/Tarologue'));
  const [first] = z.parse(AdvisorList, await getJson('/api/users'));
  present = [...new Map([monthly, tarologue!, first!].map((advisor) => [advisor.id, advisor])).values()];
  for (const advisor of present) held.push(await beingPresent(api.url, (await signedIn(api.app, 'advisor', advisor.id)).headers.cookie, advisor.id));
});
afterAll(async () => {
  for (const stream of held) stream.close();
  await api.close();
});

async function cardsOf(html: string): Promise<HTMLElement[]> {
  document.body.innerHTML = html;
  const root = shadowOf(document.body.firstElementChild!);
  await vi.waitFor(() => expect(queryAllDeep(root, '[part~="card"] [part~="profile-link"]').length).toBeGreaterThan(0), { timeout: 10_000, interval: 20 });
  return queryAllDeep<HTMLElement>(root, '[part~="card"]');
}

describe('a card on a partner page', () => {
  it.each([
    ['voy-advisor-list', 'type="Tarologue"'],
    ['voy-advisor-spotlight', 'pick="monthly"'],
    ['voy-advisor-grid', ''],
  ])('%s: « Voir le profil » on every card, to our profile in a new tab; « Tchat » for the advisors at their console only, to their profile’s chat in this tab', async (tag, attributes) => {
    const cards = await cardsOf(`<${tag} api-base="${api.url}" site-base="${SITE}" ${attributes}></${tag}>`);
    let chats = 0;
    for (const card of cards) {
      const advisor = present.find((one) => one.id === Number(card.dataset.advisorId));
      const profile = card.querySelector<HTMLAnchorElement>('a[part~="profile-link"]')!;
      expect(profile.textContent).toBe('Voir le profil');
      expect(profile.getAttribute('href')).toMatch(new RegExp(`^${SITE}/consultant-profile/[a-z-]+$`));
      expect(profile.getAttribute('target')).toBe('_blank');
      if (!advisor) {
        expect(card.querySelector('[part~="chat"]')).toBeNull();
        continue;
      }
      chats++;
      const chat = await findByShadowRole(card, 'link', { name: `Tchat : ${advisor.first_name}` });
      expect(chat.getAttribute('href')).toBe(`${SITE}/consultant-profile/${advisor.slug}#tchat`);
      // Followed in this tab (tests/e2e/partner-cards.test.ts taps it).
      expect(chat.hasAttribute('target')).toBe(false);
    }
    expect(chats).toBeGreaterThan(0);
  });

  it('a Médium card has no contact button but « Voir le profil »; a numérologie card its « Contacter » and « Voir le profil »', async () => {
    for (const card of await cardsOf(`<voy-advisor-list api-base="${api.url}" type="Médium"></voy-advisor-list>`)) {
      expect([...card.querySelectorAll('[part~="button"]')].map((button) => button.getAttribute('part'))).toEqual(['button profile-link']);
    }
    for (const card of await cardsOf(`<voy-advisor-list api-base="${api.url}" type="Numérologue"></voy-advisor-list>`)) {
      const parts = [...card.querySelectorAll('[part~="button"]')].map((button) => button.getAttribute('part'));
      expect(parts.at(-1)).toBe('button profile-link');
      expect(parts.filter((part) => part !== 'button contact-cta' && part !== 'button profile-link' && part !== 'button chat')).toEqual([]);
    }
  });
});

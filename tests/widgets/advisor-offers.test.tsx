/**
 * The advisors' paid offers as the public sees them: the profile's « Tarifs »
 * and « Tchatter avec … », the cards' « à partir de … ». The offers are set
 * through the console API as an admin, on the real server.
 */
import * as z from 'zod/mini';
import { getByShadowRole, queryByShadowRole } from 'shadow-dom-testing-library';
import { defineAdvisorList } from '../../widgets/advisor-list';
import { defineAdvisorProfile } from '../../widgets/advisor-profile';
import { AdvisorList, type Advisor } from '../../contract/schemas/advisor';
import { CONSOLE_CHAT_PATHS } from '../../contract/schemas/chat';
import { signedIn, type SignedIn } from '../helpers/console-session';
import { beingPresent } from '../helpers/presence';
import { mount, shadowOf, startApiServer, textOf, waitForText, type ApiServer } from '../helpers/widgets';

const NBSP = '\u00a0';
let api: ApiServer;
let admin: SignedIn;
let catalogue: AdvisorList;

beforeAll(async () => {
  api = await startApiServer();
  admin = await signedIn(api.app, 'admin');
  catalogue = z.parse(AdvisorList, await (await fetch(`${api.url}/api/users`)).json());
  defineAdvisorProfile();
  defineAdvisorList();
});
afterAll(async () => api.close());

async function adminCall(method: 'PUT', url: string, payload: object) {
  const response = await api.app.inject({ method, url, headers: admin.headers, payload });
  expect(response.statusCode, response.body).toBe(200);
}

const offer = (label: string, minutes: number, cents: number) => ({ label, duration_minutes: minutes, price_cents: cents, payment_url: `https://paiement.example/${cents}` });

/** Mounts the profile by id (an address no earlier test of this file fetched, so no HTTP cache answers it). */
async function profileOf(advisor: Advisor) {
  const element = mount(`<voy-advisor-profile api-base="${api.url}" site-base="https://voyance.example" advisor-id="${advisor.id}"></voy-advisor-profile>`);
  const root = shadowOf(element);
  await waitForText(root, 'Supports divinatoires');
  return { element, root };
}

describe('offers on the profile and the cards', () => {
  it('the profile shows « Tarifs » with each offer’s label, length and price, and nothing without offers', async () => {
    // Every seed advisor has the seed's price list: one gets other offers, one none.
    const [withOffers, without] = catalogue;
    await adminCall('PUT', CONSOLE_CHAT_PATHS.offers.replace(':id', String(without!.id)), { offers: [] });
    await adminCall('PUT', CONSOLE_CHAT_PATHS.offers.replace(':id', String(withOffers!.id)), {
      offers: [offer('Consultation découverte', 30, 2500), offer('Consultation approfondie', 60, 123_450)],
    });

    const { element, root } = await profileOf(withOffers!);
    const prices = getByShadowRole(element, 'region', { name: 'Tarifs' });
    const rows = [...prices.querySelectorAll('[part~="price"]')].map((row) => textOf(row));
    expect(rows).toEqual([`Consultation découverte 30${NBSP}min 25,00${NBSP}€`, `Consultation approfondie 60${NBSP}min 1\u202f234,50${NBSP}€`]);
    // Never the payment link: only a chat carries it.
    expect(root.innerHTML).not.toContain('paiement.example');

    document.body.innerHTML = '';
    const other = await profileOf(without!);
    expect(queryByShadowRole(other.element, 'region', { name: 'Tarifs' })).toBeNull();
    expect(textOf(other.root)).not.toContain('Tarifs');
  });

  it('the profile of a present advisor leads to the chat, « Tchatter avec … »; one Disponible but not at their console says so; an unavailable one neither', async () => {
    // Two the test above did not read (the page's HTTP cache would keep their profile a minute, presence included; no live stream here).
    const [available, absent] = catalogue.filter((a) => a.status === '1').slice(2);
    const held = await beingPresent(api.url, (await signedIn(api.app, 'advisor', available!.id)).headers.cookie, available!.id);
    try {
      const { element } = await profileOf(available!);
      const link = await vi.waitFor(() => getByShadowRole(element, 'link', { name: `Tchatter avec ${available!.first_name}` }));
      expect(link.getAttribute('href')).toBe(`https://voyance.example/consultant-profile/${available!.slug}#tchat`);
    } finally {
      held.close();
    }

    document.body.innerHTML = '';
    const notThere = await profileOf(absent!);
    expect(queryByShadowRole(notThere.element, 'link', { name: `Tchatter avec ${absent!.first_name}` })).toBeNull();
    expect(textOf(notThere.root)).toContain('Indisponible sur le tchat');

    document.body.innerHTML = '';
    const offline = catalogue.find((a) => a.status !== '1')!;
    const other = await profileOf(offline);
    expect(queryByShadowRole(other.element, 'link', { name: `Tchatter avec ${offline.first_name}` })).toBeNull();
  });

  it('a card shows « à partir de » the cheapest offer’s price, and no price without offers', async () => {
    // Read past the page's HTTP cache (app.inject), which would keep the list without offers for a minute.
    const list = z.parse(AdvisorList, (await api.app.inject({ url: '/api/voyants/type/Astrologue' })).json());
    const [priced, plain] = list;
    await adminCall('PUT', CONSOLE_CHAT_PATHS.offers.replace(':id', String(plain!.id)), { offers: [] });
    await adminCall('PUT', CONSOLE_CHAT_PATHS.offers.replace(':id', String(priced!.id)), {
      offers: [offer('Une heure', 60, 9000), offer('Un quart d’heure', 15, 1500)],
    });
    const root = shadowOf(mount(`<voy-advisor-list api-base="${api.url}" type="Astrologue" limit="12"></voy-advisor-list>`));
    await waitForText(root, priced!.first_name);
    const card = (advisor: Advisor) => root.querySelector<HTMLElement>(`[part~="card"][data-advisor-id="${advisor.id}"]`);
    expect(card(priced!)?.querySelector('[part~="price"]')?.textContent).toBe(`à partir de 15,00${NBSP}€`);
    // Its card is there, without a price.
    expect(card(plain!)?.querySelector('[part~="price"]')).toBeNull();
  });
});

/**
 * Availability, live, in the widgets: the widgets of a page share ONE event
 * stream per API base, opened with the first status dot and closed with the
 * last; a status set through the console API changes every dot of that
 * advisor at once (Occupé shows as busy), the free question's suggestions
 * follow too, and a stream ended by an HTTP error is opened again. Against the real
 * API on a loopback port; happy-dom has no EventSource, so a small one over
 * node:http reads the real stream (tests/helpers/node-event-source.ts).
 */
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getByShadowLabelText, getByShadowRole } from 'shadow-dom-testing-library';
import * as z from 'zod/mini';
import { defineAdvisorList } from '../../widgets/advisor-list';
import { defineAdvisorSpotlight } from '../../widgets/advisor-spotlight';
import { availabilityOf, type Availability } from '../../contract/domain/availability';
import { AdvisorList, Advisor } from '../../contract/schemas';
import { defineFreeQuestion } from '../../widgets/free-question';
import { signedIn, type SignedIn } from '../helpers/console-session';
import { click, typeInto } from '../helpers/forms';
import { NodeEventSource } from '../helpers/node-event-source';
import { queryAllDeep, shadowOf, startApiServer, textOf, waitForText, type ApiServer } from '../helpers/widgets';

let api: ApiServer;
let admin: SignedIn;
let uninstall: () => void;

beforeAll(async () => {
  api = await startApiServer({ config: { RATE_LIMIT_PER_MINUTE: 1000 } });
  admin = await signedIn(api.app, 'admin');
  defineAdvisorList();
  defineAdvisorSpotlight();
  defineFreeQuestion();
});
beforeEach(() => {
  uninstall = NodeEventSource.install();
});
afterEach(() => uninstall());
afterAll(async () => api.close());

async function setStatus(advisorId: number, availability: Availability): Promise<void> {
  const answer = await api.app.inject({
    method: 'PUT',
    url: `/api/console/advisors/${advisorId}/status`,
    headers: { ...admin.headers, 'content-type': 'application/json' },
    payload: JSON.stringify({ availability }),
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

/** A proxy to the API that answers the first `failures` event streams with a 502, as a reverse proxy does while the server restarts. */
async function startFlakyProxy(target: string, failures: number): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((incoming, outgoing) => {
    if (incoming.url?.startsWith('/api/events') && failures-- > 0) {
      outgoing.writeHead(502, { 'content-type': 'text/html', 'access-control-allow-origin': '*' }).end('<h1>502 Bad Gateway</h1>');
      return;
    }
    const upstream = httpRequest(target + incoming.url, { method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    outgoing.on('close', () => upstream.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

const serverList = async (path: string) => z.parse(AdvisorList, await (await fetch(`${api.url}${path}`, { cache: 'no-store' })).json());

/** The status dots of one advisor in every widget of the page. */
const dotsOf = (advisorId: number) => queryAllDeep(document.body, `[data-advisor-id="${advisorId}"] [part~="status"]`);
const openStreams = () => NodeEventSource.instances.filter((source) => source.open);

describe('live availability in the widgets', () => {
  it('shares one stream between two widgets, changes both dots at once, and closes it with the last widget', async () => {
    document.body.innerHTML = `
      <voy-advisor-list api-base="${api.url}" type="Tarologue" limit="100"></voy-advisor-list>
      <voy-advisor-spotlight api-base="${api.url}" pick="tarologue"></voy-advisor-spotlight>`;
    const [list, spotlight] = [...document.body.children].map(shadowOf) as [ShadowRoot, ShadowRoot];
    await vi.waitFor(() => expect(queryAllDeep(spotlight, '[part="card"]')).toHaveLength(1), { timeout: 10_000, interval: 20 });
    const tarologues = await serverList('/api/voyants/type/Tarologue');
    await vi.waitFor(() => expect(queryAllDeep(list, '[part="card"]')).toHaveLength(tarologues.length), { timeout: 10_000, interval: 20 });

    // One stream for the page, on the widgets' API base.
    await vi.waitFor(() => expect(openStreams().map((source) => source.readyState)).toEqual([NodeEventSource.OPEN]));
    expect(NodeEventSource.instances).toHaveLength(1);
    expect(NodeEventSource.instances[0]!.url).toBe(`${api.url}/api/events`);

    const shown = Number(queryAllDeep(spotlight, '[part="card"]')[0]!.dataset.advisorId);
    expect(dotsOf(shown)).toHaveLength(2);
    const wanted: Availability = availabilityOf(tarologues.find((a) => a.id === shown)!) === 'busy' ? 'available' : 'busy';
    await setStatus(shown, wanted);
    const label = wanted === 'busy' ? 'Occupé' : 'Disponible';
    // The part keeps the name partners style (`status-online`), the state is the availability's own.
    const part = wanted === 'busy' ? 'status status-busy' : 'status status-online';
    await vi.waitFor(
      () => {
        const dots = dotsOf(shown);
        expect(dots.map((dot) => dot.dataset.state)).toEqual([wanted, wanted]);
        expect(dots.map(textOf)).toEqual([label, label]);
        expect(dots.map((dot) => dot.getAttribute('part'))).toEqual([part, part]);
      },
      { timeout: 2_000, interval: 20 },
    );

    // A second change, to another advisor: still the one stream. (That the lists then follow the server's
    // order is proven in Chromium, tests/e2e/live-availability.test.ts: happy-dom's HTTP cache ignores
    // fetch's `cache: 'no-cache'`, so here the list's refetch is answered from its cache.)
    const other = tarologues.find((a) => availabilityOf(a) === 'available' && a.id !== shown)!;
    await setStatus(other.id, 'offline');
    await vi.waitFor(() => expect(dotsOf(other.id).map(textOf)).toEqual(['Indisponible']), { timeout: 2_000, interval: 20 });
    expect(NodeEventSource.instances).toHaveLength(1);

    document.body.innerHTML = '';
    await vi.waitFor(() => expect(openStreams()).toEqual([]));
  });

  it('opens a new stream a few seconds after an HTTP error ended one (a proxy’s 502 while the server restarts)', async () => {
    const proxy = await startFlakyProxy(api.url, 1);
    try {
      document.body.innerHTML = `<voy-advisor-list api-base="${proxy.url}" type="Tarologue" limit="100"></voy-advisor-list>`;
      const list = shadowOf(document.body.firstElementChild!);
      await vi.waitFor(() => expect(queryAllDeep(list, '[part="card"]').length).toBeGreaterThan(0), { timeout: 10_000, interval: 20 });
      await vi.waitFor(() => expect(NodeEventSource.instances.map((source) => source.readyState)).toEqual([NodeEventSource.CLOSED]));
      await vi.waitFor(() => expect(NodeEventSource.instances.map((source) => source.readyState)).toEqual([NodeEventSource.CLOSED, NodeEventSource.OPEN]), {
        timeout: 8_000,
        interval: 50,
      });
      const advisorId = Number(queryAllDeep(list, '[part="card"]')[0]!.dataset.advisorId);
      await setStatus(advisorId, 'busy');
      await vi.waitFor(() => expect(dotsOf(advisorId).map(textOf)).toEqual(['Occupé']), { timeout: 2_000, interval: 20 });
    } finally {
      await proxy.close();
    }
  });

  it('changes the dot of a free question’s suggested advisor', async () => {
    document.body.innerHTML = `<voy-free-question api-base="${api.url}" site-base="https://voyance.example"></voy-free-question>`;
    const element = document.body.firstElementChild as HTMLElement;
    const root = shadowOf(element);
    await waitForText(root, 'Votre prénom');
    // No dot shown yet, no stream.
    expect(NodeEventSource.instances).toHaveLength(0);
    typeInto(getByShadowLabelText(element, 'Votre prénom'), 'Martine');
    typeInto(getByShadowLabelText(element, 'Votre question'), 'Vais-je retrouver l’amour cette année ?');
    await vi.waitFor(() => expect(getByShadowRole<HTMLButtonElement>(element, 'button', { name: 'Envoyer' }).disabled).toBe(false));
    click(getByShadowRole(element, 'button', { name: 'Envoyer' }));
    await vi.waitFor(() => expect(queryAllDeep(root, 'a[part="advisor"]').length).toBeGreaterThan(0), { timeout: 10_000, interval: 20 });
    await vi.waitFor(() => expect(openStreams().map((source) => source.readyState)).toEqual([NodeEventSource.OPEN]));

    const suggestion = queryAllDeep<HTMLAnchorElement>(root, 'a[part="advisor"]')[0]!;
    const slug = decodeURIComponent(suggestion.getAttribute('href')!.split('/').pop()!);
    const advisor = z.parse(Advisor, await (await fetch(`${api.url}/api/users/by-slug/${slug}`)).json());
    const wanted: Availability = availabilityOf(advisor) === 'busy' ? 'offline' : 'busy';
    await setStatus(advisor.id, wanted);
    await vi.waitFor(() => expect(textOf(suggestion.querySelector('[part~="status"]')!)).toBe(wanted === 'busy' ? 'Occupé' : 'Indisponible'), {
      timeout: 2_000,
      interval: 20,
    });
  });
});

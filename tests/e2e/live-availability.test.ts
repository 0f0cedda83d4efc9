/**
 * Availability, live, in Chromium (issue 15 point 3): a status changed
 * through the console API shows on /tous-nos-voyants and on a partner page
 * embedding the widgets within 2 s, without a reload, through one event
 * stream per page; the grid follows the server's order. The built server runs
 * on a data folder of its own, prepared with an admin session before it
 * starts (the embedded database belongs to one process at a time).
 */
import { rmSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import * as z from 'zod/mini';
import type { ServerProcess } from '../../scripts/node-process';
import { availabilityOf } from '../../contract/domain/availability';
import { Advisor, AdvisorList } from '../../contract/schemas';
import { contextOptions, startBuiltProduct } from '../helpers/browser';
import { putStatus, seededDataDir } from '../helpers/console-session-row';
import { dotsOf, eventSources, gridIds, markDocument, recordEventSources, siteEventsUrl, stillSameDocument } from '../helpers/live-pages';
import { startPartnerServer, type PartnerServer } from '../helpers/partner-server';
import { connectBrowser } from '../helpers/shared-product';

/** The bound, from the console's answer to the dot on every page. */
const WITHIN_MS = 2_000;

let dataDir: string;
let server: ServerProcess;
let partner: PartnerServer;
let browser: Browser;
let cookie: string;

beforeAll(async () => {
  ({ dataDir, cookie } = await seededDataDir('voyance-live-e2e-', inject('seededDataFolder')));
  [server, browser] = await Promise.all([startBuiltProduct({ DATA_DIR: dataDir }, 200_000), connectBrowser()]);
  partner = await startPartnerServer(server.url);
}, 240_000);
afterAll(async () => {
  await partner?.close();
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function open(url: string): Promise<Page> {
  const context = await browser.newContext(contextOptions(1280));
  const page = await context.newPage();
  await page.addInitScript(recordEventSources);
  await page.goto(url);
  return page;
}

const serverOrder = async () => z.parse(AdvisorList, await (await fetch(`${server.url}/api/users`)).json()).map((advisor) => advisor.id);

/** Every dot of the advisor on the page shows this state and label (and there is at least one). */
const showsEverywhere = async (page: Page, advisorId: number, state: string, label: string) => {
  const dots = await dotsOf(page, advisorId);
  return dots.length > 0 && dots.every((dot) => dot.state === state && dot.text === label);
};

/** What Hélène's dots show for each availability the console sets. */
const DOT_OF = { available: { state: 'available', label: 'Disponible' }, busy: { state: 'busy', label: 'Occupé' } } as const;

/** Hélène, her availability now (any status but busy counts as available), and the other one, each with what her dots show. */
async function heleneAndTheOtherStatus() {
  const helene = z.parse(Advisor, await (await fetch(`${server.url}/api/users/by-slug/helene`)).json());
  const [now, other] = availabilityOf(helene) === 'busy' ? (['busy', 'available'] as const) : (['available', 'busy'] as const);
  return { helene, now: { availability: now, ...DOT_OF[now] }, other: { availability: other, ...DOT_OF[other] } };
}

describe('a status changed in the console', () => {
  it('shows on /tous-nos-voyants and on a partner page within 2 s, without a reload, through one stream per page', async () => {
    const everyone = await serverOrder();
    const site = await open(`${server.url}/tous-nos-voyants`);
    // Every card on show, so that the advisor stays in view wherever the new order puts it.
    await expect.poll(() => gridIds(site), { timeout: 20_000 }).toHaveLength(12);
    const more = site.getByRole('button', { name: 'Voir plus de voyants' });
    while (await more.count()) await more.click();
    await expect.poll(() => gridIds(site)).toEqual(everyone);

    // The partner's page holds every widget: the grid, lists, the advisor of the month, Hélène's profile…
    const blog = await open(partner.page('bootstrap'));
    const { helene, now, other } = await heleneAndTheOtherStatus();
    await expect.poll(() => dotsOf(blog, helene.id), { timeout: 20_000 }).not.toEqual([]);

    const streams = new Map([
      [site, await siteEventsUrl(site, server.url)],
      [blog, `${server.url}/api/events`],
    ]);
    for (const [page, url] of streams) {
      await expect.poll(() => eventSources(page), { timeout: 10_000 }).toEqual([{ url, readyState: 1 }]);
      await markDocument(page);
    }

    const answer = await putStatus(server.url, cookie, helene.id, other.availability);
    expect(answer.status).toBe(200);
    const changedAt = Date.now();
    await Promise.all([
      expect.poll(() => showsEverywhere(site, helene.id, other.state, other.label), { timeout: WITHIN_MS, interval: 50 }).toBe(true),
      expect.poll(() => showsEverywhere(blog, helene.id, other.state, other.label), { timeout: WITHIN_MS, interval: 50 }).toBe(true),
    ]);
    expect(Date.now() - changedAt).toBeLessThan(WITHIN_MS);

    // The grid follows the server's order (available first), still without a reload.
    const reordered = await serverOrder();
    expect(reordered).not.toEqual(everyone);
    await expect.poll(() => gridIds(site), { timeout: WITHIN_MS, interval: 50 }).toEqual(reordered);
    for (const [page, url] of streams) {
      expect(await stillSameDocument(page)).toBe(true);
      expect(await eventSources(page)).toEqual([{ url, readyState: 1 }]);
    }

    // And back: the next change arrives the same way.
    expect((await putStatus(server.url, cookie, helene.id, now.availability)).status).toBe(200);
    await expect.poll(() => showsEverywhere(blog, helene.id, now.state, now.label), { timeout: WITHIN_MS, interval: 50 }).toBe(true);

    await site.context().close();
    await blog.context().close();
  });
});

describe('a page the server drew', () => {
  /** Hélène's profile at 375 px, recording the scripts it loads; `html`: the page as a cache kept it. */
  async function openProfile(html?: string) {
    const context = await browser.newContext(contextOptions(375));
    const page = await context.newPage();
    await page.addInitScript(recordEventSources);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const url = `${server.url}/consultant-profile/helene`;
    if (html) await page.route(url, (route) => route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }));
    await page.goto(url);
    await expect.poll(async () => (await eventSources(page))[0]?.readyState, { timeout: 10_000 }).toBe(1);
    return { page, scripts };
  }

  const loadsZod = (scripts: string[]) => scripts.some((path) => /^\/assets\/zod-[\w-]+\.js$/.test(path));

  it('parses nothing, so loads no zod, until a status changes; the change then shows within 2 s', async () => {
    const { helene, other } = await heleneAndTheOtherStatus();
    const { page, scripts } = await openProfile();
    expect(await eventSources(page)).toEqual([{ url: await siteEventsUrl(page, server.url), readyState: 1 }]);
    // Taken over, its stream open and quiet: the page read every answer from its own HTML.
    await expect.poll(() => page.evaluate(() => document.getElementById('app')?.hasAttribute('data-page'))).toBe(false);
    await page.waitForTimeout(500);
    expect(scripts.length).toBeGreaterThan(0);
    expect(loadsZod(scripts)).toBe(false);

    expect((await putStatus(server.url, cookie, helene.id, other.availability)).status).toBe(200);
    const changedAt = Date.now();
    await expect.poll(() => showsEverywhere(page, helene.id, other.state, other.label), { timeout: WITHIN_MS, interval: 50 }).toBe(true);
    expect(Date.now() - changedAt).toBeLessThan(WITHIN_MS);
    expect(loadsZod(scripts)).toBe(true);
    await page.context().close();
  });

  it('drawn before a status changed (a cache kept it), shows the change once its stream opens', async () => {
    const { helene, other } = await heleneAndTheOtherStatus();
    const drawn = await (await fetch(`${server.url}/consultant-profile/helene`)).text();
    expect((await putStatus(server.url, cookie, helene.id, other.availability)).status).toBe(200);
    const { page } = await openProfile(drawn);
    // Its stream resumed after the event the page was drawn as of, and was sent the one it missed.
    await expect.poll(() => showsEverywhere(page, helene.id, other.state, other.label), { timeout: WITHIN_MS, interval: 50 }).toBe(true);
    await page.context().close();
  });
});

/**
 * The end of a chat (issue 42 point 1) where it is drawn, in Chromium, on the
 * built product: Margaux at her console (1280 px, mouse), a visitor on her
 * profile's chat (375 px phone, 768 px tablet, touch).
 * - She sends an offer and closes the conversation: the visitor reads the
 *   closing card (thanks, the conversation in brief, the offer « non payée »),
 *   the offer has no `Payer` link any more, the header shows no green
 *   `Disponible` beside « Margaux a terminé la conversation. », and
 *   « Consulter un autre voyant » taps open the other ways.
 * - The visitor ends a chat (« Terminer la conversation », confirmed): her
 *   console shows « Le visiteur a terminé la conversation. », the
 *   conversation is closed, and the public list no longer says `Occupé`.
 * - After « Refuser », the line says what happened, with no green dot.
 * Screenshots of the closing card: /tmp/shots42/end-375.png, end-1280.png.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import * as z from 'zod/mini';
import { CHAT_TEXTS as CONSOLE_TEXTS } from '../../console/texts';
import { CHAT_TEXTS as T, CLOSING_TEXTS } from '../../widgets/chat/texts';
import { availabilityOf } from '../../contract/domain/availability';
import { AdvisorList, type Advisor } from '../../contract/schemas/advisor';
import { formatEuros } from '../../contract/domain/price';
import { WIDTHS } from '../helpers/browser';
import { ConsoleChat } from '../helpers/chat-client';
import { consoleProduct } from '../helpers/console-product';
import { setOffer } from '../helpers/orders';
import { beingPresent, signedInCookie, type ConsoleStream } from '../helpers/presence';
import { sharedBrowser } from '../helpers/shared-product';
import { tapAt } from '../helpers/tap';
import { startVoyChat } from '../helpers/voy-chat-page';
import type { Page } from 'playwright-core';

const ADMIN = { email: 'caisse.fin@agence.test', password: 'La caisse ferme après le tchat' };
const ADVISOR = { email: 'margaux.fin@agence.test', password: 'Le cœur et la fin du tchat', slug: 'margaux' };
const SLOW = 120_000;
const SHOTS = '/tmp/shots42';
const OFFER = 'Tchat 30 minutes';

const product = consoleProduct('voyance-chat-end-e2e-', [
  { ...ADMIN, role: 'admin' },
  { ...ADVISOR, role: 'advisor' },
]);
const { pages } = sharedBrowser();
let margaux: Advisor;
let atConsole: ConsoleStream | undefined;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  margaux = await product.publicAdvisor(ADVISOR.slug);
  const admin = new ConsoleChat(product.url, await signedInCookie(product.url, ADMIN));
  await setOffer(admin, margaux.id, 'https://buy.stripe.com/test_chat_end_e2e', 2500);
  await setStatus('available');
  atConsole = await beingPresent(product.url, await signedInCookie(product.url, ADVISOR), margaux.id);
}, SLOW);
afterAll(() => atConsole?.close());

const profileChat = () => `${product.url}/consultant-profile/${ADVISOR.slug}#tchat`;
const publicAvailability = async () => availabilityOf(z.parse(AdvisorList, await (await fetch(`${product.url}/api/users`)).json()).find((one) => one.id === margaux.id)!);
/** The dot beside the advisor's name in voy-chat's header (none: null). */
const headerDot = (page: Page) => page.locator('voy-chat [part~="header"] [part~="status"]');

/** The profile's chat, with its start form: a conversation this device kept from an earlier test is left with « Nouvelle conversation ». */
async function openChat(chat: Page): Promise<void> {
  await chat.goto(profileChat());
  const again = chat.getByRole('button', { name: T.again });
  await chat.getByLabel(T.firstName).or(again).waitFor();
  if (await again.isVisible()) await tapAt(again);
  await chat.getByLabel(T.firstName).waitFor();
}

async function acceptAt(advisor: Page, prenom: string): Promise<void> {
  await advisor.getByRole('button', { name: new RegExp(prenom) }).click();
  await advisor.getByRole('button', { name: CONSOLE_TEXTS.accept, exact: true }).click();
}

/** Margaux at her console (1280 px, mouse) and a visitor on her profile's chat at `width` (touch, a second context): the walk, then no page error on either side. */
async function bothSides(width: number, walk: (sides: { advisor: Page; chat: Page }) => Promise<void>): Promise<void> {
  const advisor = await pages.open(WIDTHS.desktop);
  const visitor = await pages.open(width, { hasTouch: true, isMobile: true });
  try {
    await product.signIn(advisor.page, ADVISOR, '/gestion/tchat');
    await openChat(visitor.page);
    await walk({ advisor: advisor.page, chat: visitor.page });
    for (const opened of [advisor, visitor]) expect(opened.errors).toEqual([]);
  } finally {
    await Promise.all([advisor.close(), visitor.close()]);
  }
}

/** Margaux's status, as her console sets it. */
async function setStatus(availability: 'available' | 'busy'): Promise<void> {
  await new ConsoleChat(product.url, await signedInCookie(product.url, ADVISOR)).request(`/api/console/advisors/${margaux.id}/status`, { method: 'PUT', body: JSON.stringify({ availability }) });
}

describe('the end of a chat', () => {
  it('Margaux sends an offer and closes: the visitor’s closing card, the offer « non payée » without a Payer link, no green dot, « Consulter un autre voyant »', async () => {
    await bothSides(WIDTHS.mobile, async ({ advisor, chat }) => {
      await startVoyChat(chat, 'Inès', margaux.first_name);
      await acceptAt(advisor, 'Inès');
      await chat.getByText(T.status.active(margaux.first_name)).waitFor();
      await advisor.getByRole('button', { name: CONSOLE_TEXTS.offers }).click();
      await advisor.getByRole('button', { name: new RegExp(OFFER) }).click();
      const offer = chat.getByRole('log').locator('[part~="offer"]');
      await offer.getByRole('link', { name: T.payLabel(OFFER, 'buy.stripe.com') }).waitFor();

      await advisor.getByRole('button', { name: CONSOLE_TEXTS.close }).click();
      await advisor.getByRole('dialog').getByRole('button', { name: CONSOLE_TEXTS.close }).click();

      const card = chat.locator('[part~="closing-card"]');
      await card.getByRole('heading', { name: CLOSING_TEXTS.thanks(margaux.first_name) }).waitFor();
      await chat.getByText(T.status.closed(margaux.first_name)).waitFor();
      // The offer in brief, and in the log: no link any more.
      expect(await card.locator('[part~="closing-offer"]').innerText()).toBe(`${OFFER} · ${formatEuros(2500)} · ${CLOSING_TEXTS.states.unpaid}`);
      expect(await card.getByText(CLOSING_TEXTS.messages).isVisible()).toBe(true);
      expect(await offer.getByRole('link').count()).toBe(0);
      expect(await offer.locator('[part~="offer-state"]').innerText()).toBe(T.offerState.ended);
      // Margaux is present and Disponible again: nothing green beside « … a terminé la conversation ».
      expect(await headerDot(chat).count()).toBe(0);
      // « Nouvelle conversation » and « Supprimer la conversation » stay.
      await chat.getByRole('button', { name: T.again }).waitFor();
      await chat.getByRole('button', { name: T.erase }).waitFor();

      await card.scrollIntoViewIfNeeded();
      writeFileSync(`${SHOTS}/end-375.png`, await card.screenshot());
      writeFileSync(`${SHOTS}/end-375-page.png`, await chat.screenshot());
      await tapAt(card.getByRole('button', { name: CLOSING_TEXTS.other }));
      await card.locator('[part~="alternatives"]').waitFor();
      expect(await card.getByRole('button', { name: CLOSING_TEXTS.other }).getAttribute('aria-expanded')).toBe('true');
      await chat.setViewportSize({ width: WIDTHS.desktop, height: 900 });
      await card.scrollIntoViewIfNeeded();
      writeFileSync(`${SHOTS}/end-1280.png`, await chat.screenshot());
    });
  }, SLOW);

  it('the visitor ends it (768 px tablet): the console shows « Le visiteur a terminé la conversation. » and Margaux is no longer Occupé', async () => {
    await bothSides(WIDTHS.tablet, async ({ advisor, chat }) => {
      await startVoyChat(chat, 'Jules', margaux.first_name);
      await acceptAt(advisor, 'Jules');
      await chat.getByText(T.status.active(margaux.first_name)).waitFor();
      expect(await publicAvailability()).toBe('busy');
      // The site's panel only hides: it says so.
      await chat.getByRole('link', { name: 'Masquer le tchat' }).waitFor();

      await tapAt(chat.getByRole('button', { name: T.end }));
      await tapAt(chat.getByRole('button', { name: T.endYes }));
      await chat.getByRole('status').getByText(T.youEnded).waitFor();

      const log = advisor.getByRole('log', { name: CONSOLE_TEXTS.messages('Jules') });
      await log.locator('[data-kind="end"]').getByText(CONSOLE_TEXTS.visitorEnded).waitFor({ timeout: 2_000 });
      await advisor.getByText(CONSOLE_TEXTS.statuses.closed, { exact: true }).first().waitFor();
      await advisor.locator('p').getByText(CONSOLE_TEXTS.visitorEnded, { exact: true }).waitFor();
      // Disponible again on the public list at once.
      const deadline = Date.now() + 2_000;
      while ((await publicAvailability()) !== 'available') {
        expect(Date.now()).toBeLessThan(deadline);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
  }, SLOW);

  it('after « Refuser », the line says what happened and no green Disponible sits beside it', async () => {
    await bothSides(WIDTHS.mobile, async ({ advisor, chat }) => {
      expect(await headerDot(chat).getAttribute('data-state')).toBe('available');
      await startVoyChat(chat, 'Léa', margaux.first_name);
      await advisor.getByRole('button', { name: /Léa/ }).click();
      await advisor.getByRole('button', { name: CONSOLE_TEXTS.decline, exact: true }).click();
      await chat.getByText(T.status.declined(margaux.first_name)).waitFor();
      expect(await headerDot(chat).count()).toBe(0);
      // Busy elsewhere, the dot says so.
      try {
        await setStatus('busy');
        await chat.locator('voy-chat [part~="header"] [part~="status-busy"]').waitFor();
      } finally {
        await setStatus('available');
      }
    });
  }, SLOW);
});

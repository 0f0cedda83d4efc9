/**
 * A request always ends (issue 38 point 2), in Chromium, on a partner page
 * showing Hélène's profile and voy-chat, with CHAT_ACCEPT_SECONDS shortened:
 * Hélène is at her console and never accepts. The visitor's request ends at
 * the timeout with « Hélène n’a pas répondu. », the other advisors present now
 * of her type (Loïc) or specialty (Zoé), and the message form filled in; one
 * tap on Loïc restarts the chat with him, the first message already shown as
 * sent. A second missed request sets Hélène Indisponible on the profile, live;
 * her console says so on its page and her one click brings her back.
 */
import { AUTO_OFFLINE_TEXTS } from '../../console/texts';
import { availabilityOf } from '../../contract/domain/availability';
import { CHAT_TEXTS } from '../../widgets/chat/texts';
import { STATUS_TEXTS } from '../../contract/texts/status';
import { ADVISOR_TEXTS } from '../../widgets/core/texts/advisor';
import { WIDTHS } from '../helpers/browser';
import { Visitor } from '../helpers/chat-client';
import { consoleProduct } from '../helpers/console-product';
import { startPartnerServer, type PartnerServer } from '../helpers/partner-server';
import { beingPresent, signedInCookie, type ConsoleStream } from '../helpers/presence';
import { sharedBrowser } from '../helpers/shared-product';
import { startVoyChat } from '../helpers/voy-chat-page';

const ACCEPT_SECONDS = 2;
const password = 'Tarot de Marseille et thé vert';
const HELENE = { email: 'helene.missed@agence.test', password, role: 'advisor' as const, slug: 'helene' };
/** Another Tarologue (same type, another specialty) and an Astrologue in love (same specialty). */
const LOIC = { email: 'loic.missed@agence.test', password, role: 'advisor' as const, slug: 'loic' };
const ZOE = { email: 'zoe.missed@agence.test', password, role: 'advisor' as const, slug: 'zoe' };
const FIRST_MESSAGE = 'Bonjour, est-ce que mon ex va revenir ?';

const product = consoleProduct('voyance-missed-e2e-', [HELENE, LOIC, ZOE], { CHAT_ACCEPT_SECONDS: String(ACCEPT_SECONDS) });
const { pages } = sharedBrowser();
let partner: PartnerServer;
const consoles: ConsoleStream[] = [];

/** At their console (a stream held over node:http, as a console tab holds it) and Disponible. */
async function present(who: typeof HELENE): Promise<{ id: number; cookie: string }> {
  const cookie = await signedInCookie(product.url, who);
  const { id } = await product.publicAdvisor(who.slug);
  const set = await fetch(`${product.url}/api/console/advisors/${id}/status`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie, origin: product.url },
    body: JSON.stringify({ availability: 'available' }),
  });
  expect(set.status).toBe(200);
  consoles.push(await beingPresent(product.url, cookie, id));
  return { id, cookie };
}

beforeAll(async () => {
  partner = await startPartnerServer(product.url);
});
afterAll(async () => {
  for (const stream of consoles) stream.close();
  await partner?.close();
});

describe('a chat request nobody accepts', () => {
  it('ends at the timeout with three ways on; one tap restarts it with another advisor; two misses set the advisor Indisponible', async () => {
    const [helene] = await Promise.all([present(HELENE), present(LOIC), present(ZOE)]);
    const visitor = await pages.open(WIDTHS.mobile, { hasTouch: true, isMobile: true });
    try {
      const { page } = visitor;
      const chat = page.locator('voy-chat');
      await page.goto(partner.page('presence'));
      await startVoyChat(page, 'Camille', 'Hélène');
      const composer = chat.getByLabel(CHAT_TEXTS.message, { exact: true });
      await composer.fill(FIRST_MESSAGE);
      await composer.press('Enter');
      await chat.locator('[part~="visitor-bubble"]').getByText(CHAT_TEXTS.marks.sent).waitFor();
      const asked = Date.now();

      // The timeout: said in French, and the ways on.
      await chat.getByText(CHAT_TEXTS.status.missed('Hélène')).waitFor({ timeout: ACCEPT_SECONDS * 1000 + 3_000 });
      expect(Date.now() - asked).toBeLessThan(ACCEPT_SECONDS * 1000 + 3_000);
      // Nothing more to write into it.
      expect(await chat.locator('[part~="composer"]').count()).toBe(0);
      const loic = chat.getByRole('button', { name: ADVISOR_TEXTS.chatWith('Loïc') });
      await loic.waitFor();
      await chat.getByRole('button', { name: ADVISOR_TEXTS.chatWith('Zoé') }).waitFor();
      // The message form, with what the visitor already wrote.
      const form = chat.locator('[part~="leave-form"]');
      expect(await form.getByLabel(CHAT_TEXTS.firstName).inputValue()).toBe('Camille');
      expect(await form.getByLabel(CHAT_TEXTS.message, { exact: true }).inputValue()).toBe(FIRST_MESSAGE);

      // One tap: a chat with Loïc, the first message already sent.
      await loic.tap();
      await chat.getByRole('heading', { name: CHAT_TEXTS.title('Loïc') }).waitFor();
      await chat.getByText(CHAT_TEXTS.status.waiting('Loïc')).waitFor();
      const bubble = chat.locator('[part~="visitor-bubble"]');
      await bubble.getByText(FIRST_MESSAGE).waitFor();
      expect(await bubble.count()).toBe(1);
      await bubble.getByText(CHAT_TEXTS.marks.sent).waitFor();

      // Hélène's second missed request in a row (another visitor's): Indisponible on the profile, live.
      const profileStatus = page.locator('voy-advisor-profile').locator('[part~="details"] [part~="status"]');
      expect(await profileStatus.getAttribute('data-state')).toBe('available');
      const other = await Visitor.start(product.url, helene.id, 'Dominique');
      expect(other).toBeInstanceOf(Visitor);
      await page.locator('voy-advisor-profile').locator('[part~="details"] [data-state="offline"]').waitFor({ timeout: ACCEPT_SECONDS * 1000 + 3_000 });
      expect(await profileStatus.textContent()).toBe(STATUS_TEXTS.offline);
      expect(availabilityOf(await product.publicAdvisor('helene'))).toBe('offline');
      expect(visitor.errors).toEqual([]);

      // Her console says it on its page; one click and she is Disponible again.
      await product.signIn(page, HELENE);
      const banner = page.locator('[data-auto-offline]');
      await banner.getByText(AUTO_OFFLINE_TEXTS.said).waitFor();
      await banner.getByRole('button', { name: AUTO_OFFLINE_TEXTS.undo }).click();
      await banner.waitFor({ state: 'detached' });
      expect(availabilityOf(await product.publicAdvisor('helene'))).toBe('available');
      await expect.poll(() => page.getByRole('radio', { name: 'Disponible', exact: true }).isChecked()).toBe(true);
    } finally {
      await visitor.close();
    }
  }, 90_000);
});

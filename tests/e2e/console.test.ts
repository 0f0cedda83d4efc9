/**
 * The operators' console at /gestion/, in Chromium, against the built
 * product on a data folder of its own, where the first admin and an advisor
 * account come from the real command (`npm run operator -- create`): signing
 * in and out, the session cookie, editing an advisor with its live preview,
 * uploading a photo, the `Statut` control, the inbox, the e-mails kept
 * without an SMTP server (E-mails), what an advisor account
 * may see, a lost session, the keyboard, axe, and touch on a phone.
 */
import type { BrowserContextOptions, ConsoleMessage, Locator, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import * as z from 'zod/mini';
import { ACCOUNT_TEXTS, ADVISOR_TEXTS, AGENCY_TEXTS, APP_TEXTS, AUDIT_TEXTS, ERROR_TEXTS, GUARD_TEXTS, HOURS_TEXTS, INBOX_TEXTS, OUTBOX_TEXTS, SHELL_TEXTS, SIGN_IN_TEXTS, STATUS_LABELS, STATUS_TEXTS } from '../../console/texts';
import { Advisor } from '../../contract/schemas/advisor';
import { CONSOLE_CHAT_PATHS } from '../../contract/schemas/chat';
import { consoleProduct } from '../helpers/console-product';
import { axeViolations } from '../helpers/axe-violations';
import { WIDTHS } from '../helpers/browser';
import { sharedBrowser } from '../helpers/shared-product';
import { tapAt } from '../helpers/tap';
import { typographyFaults } from '../helpers/typography';
import { appTookOver } from '../helpers/page-settled';
import { SAMPLE_IDENTITY } from '../../site/agency-identity';
import { AGENCY_SETTING_KEYS, AGENCY_SETTING_LABELS } from '../../contract/schemas/agency';

const ADMIN = { email: 'operatrice@agence.test', password: 'Lune argentée sur la colline' };
const ADVISOR = { email: 'helene@agence.test', password: 'Tarot de Marseille et thé vert', slug: 'helene' };
/** Long enough for a cold start of PGlite and for the hash of each sign-in on a busy machine. */
const SLOW = 120_000;
const PHONE: BrowserContextOptions = { hasTouch: true, isMobile: true };

const product = consoleProduct('voyance-console-e2e-', [
  { ...ADMIN, role: 'admin' },
  { ...ADVISOR, role: 'advisor' },
]);
const { pages } = sharedBrowser();
let helene: Advisor;

beforeAll(async () => {
  helene = await product.publicAdvisor(ADVISOR.slug);
});

async function publicAdvisorById(id: number): Promise<Advisor> {
  return z.parse(Advisor, await (await fetch(`${product.url}/api/users/${id}`)).json());
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/**
 * Resolves once the console's chat stream has answered and no other request
 * has been under way for QUIET_MS: what signing in sets off is over.
 */
function settledAfterStream(page: Page): Promise<void> {
  const QUIET_MS = 400;
  const underWay = new Set<Request>();
  let streamOpen = false;
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      if (streamOpen && underWay.size === 0) timer = setTimeout(resolve, QUIET_MS);
    };
    page.on('request', (request) => {
      if (request.resourceType() === 'eventsource') return;
      underWay.add(request);
      check();
    });
    const done = (request: Request) => {
      underWay.delete(request);
      check();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'eventsource' || !response.url().endsWith(CONSOLE_CHAT_PATHS.events)) return;
      streamOpen = true;
      check();
    });
  });
}

const signIn = (page: Page, who: { email: string; password: string }, path?: string) => product.signIn(page, who, path);

/** The number the navigation shows beside Messages (0 without a badge). */
async function navUnread(page: Page): Promise<number> {
  const link = page.getByRole('navigation', { name: SHELL_TEXTS.navigation }).getByRole('link', { name: new RegExp(`^${SHELL_TEXTS.inbox}`) });
  const match = /(\d+)/.exec(await link.innerText());
  return match ? Number(match[1]) : 0;
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 150): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/**
 * Tabs through the whole page from its top and returns every control Tab
 * never reached: links, buttons, fields, summaries, focusable regions (of a
 * radio group, the checked radio: the arrows move within it).
 */
async function unreachedByTab(page: Page): Promise<string[]> {
  const count = await page.evaluate(() => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (element) =>
        !element.matches(':disabled, input[type="radio"]:not(:checked)') && !element.closest('[hidden], dialog:not([open])') && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden',
    );
    controls.forEach((element, index) => element.setAttribute('data-tab-order', String(index)));
    (document.activeElement as HTMLElement | null)?.blur();
    return controls.length;
  });
  const reached = new Set<string>();
  // Room for the tab stops the count cannot see (inside the preview's shadow roots: its rating's link, its reviews'),
  // and for the start of the sequence, which Chromium keeps where the focus was before the blur: the header comes after a wrap.
  for (let i = 0; i < 3 * count + 60 && reached.size < count; i++) {
    await page.keyboard.press('Tab');
    const index = await page.evaluate(() => document.activeElement?.getAttribute('data-tab-order') ?? null);
    if (index !== null) reached.add(index);
  }
  return page.evaluate(
    (seen) =>
      [...document.querySelectorAll('[data-tab-order]')]
        .filter((element) => !seen.includes(element.getAttribute('data-tab-order')!))
        .map((element) => element.outerHTML.slice(0, 120)),
    [...reached],
  );
}

/** A real PNG, as an operator's camera roll would hold one (sharp draws it). */
async function portraitPng(): Promise<Buffer> {
  return sharp({ create: { width: 480, height: 600, channels: 3, background: { r: 120, g: 80, b: 200 } } })
    .png()
    .toBuffer();
}

/** Sends a contact message as a visitor's form does. */
async function sendContact(name: string): Promise<void> {
  const response = await fetch(`${product.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: product.url },
    body: JSON.stringify({ name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.fr`, message: 'Bonjour, je voudrais une consultation par téléphone demain.' }),
  });
  expect(response.status).toBe(201);
}

describe('the console’s texts', () => {
  it('are in French typography', () => {
    // Every text, functions given sample values: a name and a number, or what they take instead.
    const texts = [ACCOUNT_TEXTS, ADVISOR_TEXTS, AGENCY_TEXTS, APP_TEXTS, AUDIT_TEXTS, ERROR_TEXTS, GUARD_TEXTS, HOURS_TEXTS, INBOX_TEXTS, OUTBOX_TEXTS, SHELL_TEXTS, SIGN_IN_TEXTS, STATUS_LABELS, STATUS_TEXTS];
    const samples = new Map<unknown, unknown[]>([[AGENCY_TEXTS.samplesLeft, [[AGENCY_SETTING_LABELS.company, AGENCY_SETTING_LABELS.host_name]]], [INBOX_TEXTS.erasureSummary, [{ erased: { contact: 2, question: 1, conversation: 1, message: 4, email: 2, alert: 1 }, anonymised: { 'self-exclusion': 1 } }]]]);
    const all: string[] = [];
    const collect = (value: unknown): void => {
      if (typeof value === 'string') all.push(value);
      else if (typeof value === 'function') collect((value as (...args: unknown[]) => unknown)(...(samples.get(value) ?? ['Hélène', 3])));
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    texts.forEach(collect);
    expect(all.length).toBeGreaterThan(100);
    expect(all.flatMap(typographyFaults)).toEqual([]);
  });
});

describe('signing in', () => {
  it('labelled fields; a wrong password gets the one generic answer in an alert that takes the focus; the right one opens the console', async () => {
    const { page, errors, close } = await pages.open(WIDTHS.desktop);
    try {
      await page.goto(`${product.url}/gestion/`);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
      await field(page, 'E-mail').fill(ADMIN.email);
      await field(page, 'Mot de passe').fill('pas le bon mot de passe');
      await page.getByRole('button', { name: 'Se connecter' }).click();
      const alert = page.getByRole('alert');
      await expect.poll(() => alert.textContent()).toBe('Identifiants incorrects.');
      expect(await isFocused(alert)).toBe(true);
      // What was typed stays.
      expect(await field(page, 'E-mail').inputValue()).toBe(ADMIN.email);

      await field(page, 'Mot de passe').fill(ADMIN.password);
      await field(page, 'Mot de passe').press('Enter');
      await page.getByRole('heading', { level: 1, name: ADVISOR_TEXTS.listTitle }).waitFor();
      expect(page.url()).toBe(`${product.url}/gestion/voyants`);
      const header = page.locator('header');
      expect(await header.innerText()).toContain(ADMIN.email);
      const nav = page.getByRole('navigation', { name: SHELL_TEXTS.navigation });
      expect(await nav.getByRole('link').allInnerTexts()).toEqual(expect.arrayContaining([SHELL_TEXTS.advisors, SHELL_TEXTS.audit, SHELL_TEXTS.accounts, SHELL_TEXTS.myAccount]));
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, SLOW);

  it('the session cookie is HttpOnly, SameSite=Strict, path /, a browser-session cookie (not Secure on plain-http loopback)', async () => {
    const { page, close } = await pages.open(WIDTHS.desktop);
    try {
      await signIn(page, ADMIN);
      const cookies = await page.context().cookies(product.url);
      const session = cookies.find((cookie) => cookie.name === 'voy_console');
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', secure: false, expires: -1 });
      // 256 random bits, base64url.
      expect(session!.value).toMatch(/^[\w-]{43}$/);
      // No script of the page reads it.
      expect(await page.evaluate(() => document.cookie)).not.toContain('voy_console');
    } finally {
      await close();
    }
  }, SLOW);

  it('signing out returns to the sign-in form, and the cookie it had opens nothing any more', async () => {
    const { page, close } = await pages.open(WIDTHS.desktop);
    try {
      await signIn(page, ADMIN);
      const token = (await page.context().cookies(product.url)).find((cookie) => cookie.name === 'voy_console')!.value;
      await page.getByRole('button', { name: SHELL_TEXTS.signOut }).click();
      await field(page, SIGN_IN_TEXTS.email).waitFor();
      expect((await page.request.get(`${product.url}/api/console/session`)).status()).toBe(401);
      // A copy of the old cookie, replayed: refused too.
      const replayed = await fetch(`${product.url}/api/console/advisors`, { headers: { cookie: `voy_console=${token}` } });
      expect(replayed.status).toBe(401);
    } finally {
      await close();
    }
  }, SLOW);

  it('a session lost meanwhile brings the sign-in form back, saying so in French', async () => {
    const { page, close } = await pages.open(WIDTHS.desktop);
    try {
      const settled = settledAfterStream(page);
      await signIn(page, ADMIN);
      // The chat stream opens after sign-in and reads the conversations again: were the
      // session lost before that, they, not the filter below, would find it gone first.
      await settled;
      await page.context().clearCookies();
      await page.getByLabel(ADVISOR_TEXTS.type, { exact: true }).selectOption('Astrologue');
      const alert = page.getByRole('alert');
      await expect.poll(() => alert.textContent()).toBe(ERROR_TEXTS.sessionExpired);
      await field(page, SIGN_IN_TEXTS.email).waitFor();
      // Signing in again goes on where the user was.
      await field(page, SIGN_IN_TEXTS.email).fill(ADMIN.email);
      await field(page, SIGN_IN_TEXTS.password).fill(ADMIN.password);
      await page.getByRole('button', { name: SIGN_IN_TEXTS.submit }).click();
      await page.getByRole('heading', { level: 1, name: ADVISOR_TEXTS.listTitle }).waitFor();
    } finally {
      await close();
    }
  }, SLOW);
});

describe('advisors (admin)', () => {
  it('the title typed shows in the live preview before it is saved; saved, the public API serves it', async () => {
    const { page, errors, close } = await pages.open(WIDTHS.desktop);
    try {
      await signIn(page, ADMIN);
      await page.getByRole('link', { name: ADVISOR_TEXTS.edit(helene.first_name) }).click();
      await page.getByRole('heading', { level: 1, name: ADVISOR_TEXTS.editTitle(helene.first_name) }).waitFor();
      const preview = page.getByTestId('advisor-preview');
      expect(await preview.innerText()).toContain(helene.title!);

      const title = 'Voyante de l’aube, tarologue e2e';
      await field(page, ADVISOR_TEXTS.title).fill(title);
      await expect.poll(() => preview.innerText()).toContain(title);
      // Typed, not saved: the site still serves the old title.
      expect((await product.publicAdvisor(ADVISOR.slug)).title).toBe(helene.title);

      // The description convention, live: first line the summary, ◆ lines the chips.
      await field(page, ADVISOR_TEXTS.description).fill('Une voix douce pour vos questions de cœur.\nDeuxième ligne du texte.\n◆ Tarot de Marseille\n◆ Pendule');
      await expect.poll(() => page.getByTestId('preview-summary').innerText()).toBe('Une voix douce pour vos questions de cœur.');
      expect(await page.getByTestId('preview-chips').getByRole('listitem').allInnerTexts()).toEqual(['Tarot de Marseille', 'Pendule']);

      // A refused value: its message under its field, and everything typed kept (the rating is no field: computed from the published reviews).
      expect(await page.getByText(/Note et nombre d’avis.*calculés à partir des avis publiés/).count()).toBe(1);
      const titleField = field(page, ADVISOR_TEXTS.title);
      await titleField.fill('x'.repeat(121));
      await page.getByRole('button', { name: APP_TEXTS.save }).click();
      await expect.poll(() => titleField.getAttribute('aria-invalid')).toBe('true');
      const errorId = (await titleField.getAttribute('aria-describedby'))!.split(' ').find((id) => id.endsWith('-error'))!;
      expect(await page.locator(`[id="${errorId}"]`).innerText()).toBe('Le titre ne doit pas dépasser 120 caractères');
      expect(await isFocused(titleField)).toBe(true);
      expect(await field(page, ADVISOR_TEXTS.description).inputValue()).toContain('◆ Pendule');

      await titleField.fill(title);
      await page.getByRole('button', { name: APP_TEXTS.save }).click();
      await page.getByRole('status').filter({ hasText: APP_TEXTS.saved }).waitFor();
      await expect.poll(async () => (await product.publicAdvisor(ADVISOR.slug)).title).toBe(title);
      expect((await product.publicAdvisor(ADVISOR.slug)).description).toContain('◆ Pendule');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, SLOW);

  it('a photo uploaded shows on the edit page and in the list; a fake image gets the server’s French refusal and changes nothing', async () => {
    const { page, errors, close } = await pages.open(WIDTHS.desktop);
    try {
      await signIn(page, ADMIN, `/gestion/voyants/${helene.id}`);
      const current = page.getByRole('img', { name: ADVISOR_TEXTS.currentPhoto(helene.first_name) });
      const before = await current.getAttribute('src');
      const input = field(page, ADVISOR_TEXTS.photoInput);

      const fake = { name: 'faux.png', mimeType: 'image/png', buffer: Buffer.from('ceci n’est pas une image') };
      // What the server answers these bytes, asked directly with the same session.
      const answer = await page.request.post(`${product.url}/api/console/advisors/${helene.id}/photo`, { multipart: { file: fake }, headers: { origin: product.url } });
      expect(answer.status()).toBeGreaterThanOrEqual(400);
      const { message } = (await answer.json()) as { message: string };
      await input.setInputFiles(fake);
      await page.getByRole('button', { name: ADVISOR_TEXTS.uploadPhoto }).click();
      const refusal = page.getByRole('alert');
      await expect.poll(() => refusal.textContent()).toBe(message);
      expect(await isFocused(refusal)).toBe(true);
      expect(await current.getAttribute('src')).toBe(before);

      await input.setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: await portraitPng() });
      await page.getByRole('button', { name: ADVISOR_TEXTS.uploadPhoto }).click();
      await page.getByRole('status').filter({ hasText: ADVISOR_TEXTS.uploaded }).waitFor();
      await expect.poll(() => current.getAttribute('src')).not.toBe(before);
      // The new photo is drawn (loaded, with its size), not a broken image.
      await expect.poll(() => current.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const photo = (await publicAdvisorById(helene.id)).photo!;
      expect(photo).not.toBe(helene.photo);

      await page.getByRole('link', { name: ADVISOR_TEXTS.backToList }).click();
      const row = page.locator(`li[data-advisor-id="${helene.id}"]`);
      const listed = row.locator('img');
      await expect.poll(async () => new URL((await listed.getAttribute('src'))!, product.url).pathname).toBe(`/${photo.replace(/^\/+/, '')}`);
      await listed.scrollIntoViewIfNeeded();
      await expect.poll(() => listed.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, SLOW);

  it('the Statut control offers Disponible, Occupé and Indisponible, big enough for a thumb, and applies the choice at once', async () => {
    const { page, close } = await pages.open(WIDTHS.mobile, PHONE);
    try {
      await signIn(page, ADMIN, `/gestion/voyants/${helene.id}`);
      const control = page.getByRole('radiogroup', { name: 'Statut' });
      const options = control.getByRole('radio');
      // evaluateAll does not wait: the control is drawn once the advisor has loaded.
      await options.last().waitFor({ state: 'attached' });
      expect(await options.evaluateAll((radios) => radios.map((radio) => radio.closest('label')!.textContent!.trim()))).toEqual(['Disponible', 'Occupé', 'Indisponible']);
      for (const label of await control.locator('label').all()) {
        const box = (await label.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.width).toBeGreaterThanOrEqual(44);
      }
      // The current state is the checked one.
      const { status } = await publicAdvisorById(helene.id);
      const checked = await control.getByRole('radio', { checked: true }).evaluate((radio) => radio.closest('label')!.textContent!.trim());
      expect(checked).toBe(STATUS_LABELS[status === '1' ? 'available' : status === '2' ? 'busy' : 'offline']);

      await tapAt(control.locator('label').filter({ hasText: 'Occupé' }));
      await expect.poll(async () => (await publicAdvisorById(helene.id)).status).toBe('2');
      expect(await control.getByRole('radio', { name: 'Occupé' }).isChecked()).toBe(true);
      await control.getByRole('status').filter({ hasText: STATUS_TEXTS.saved('Occupé') }).waitFor();

      // From the list too, one select per advisor.
      await page.goto(`${product.url}/gestion/voyants`);
      await page.getByRole('combobox', { name: STATUS_TEXTS.rowLabel(helene.first_name) }).selectOption('available');
      await expect.poll(async () => (await publicAdvisorById(helene.id)).status).toBe('1');
    } finally {
      await close();
    }
  }, SLOW);
});

describe('the inbox (admin)', () => {
  it('shows a contact message, newest first; marking it handled lowers the unread count; deleting asks first', async () => {
    const name = `Camille Durand ${Date.now() % 100_000}`;
    await sendContact(name);
    const { page, errors, close } = await pages.open(WIDTHS.desktop);
    try {
      await signIn(page, ADMIN, '/gestion/messages');
      const item = page.locator('li[data-kind="contact"]').filter({ has: page.getByRole('heading', { name, exact: true }) });
      await item.waitFor();
      // Newest first.
      expect(await page.locator('li[data-kind]').first().getByRole('heading').innerText()).toBe(name);
      await expect.poll(() => navUnread(page)).toBeGreaterThan(0);
      const unread = await navUnread(page);

      await item.getByRole('button', { name: INBOX_TEXTS.markHandled }).click();
      await expect.poll(() => navUnread(page)).toBe(unread - 1);
      await expect.poll(() => item.getAttribute('data-handled')).toBe('true');

      // Delete: a dialog first; cancelling it keeps the message.
      await item.getByRole('button', { name: INBOX_TEXTS.delete }).click();
      const dialog = page.getByRole('dialog', { name: INBOX_TEXTS.deleteQuestion });
      await dialog.waitFor();
      expect(await isFocused(dialog.getByRole('button', { name: APP_TEXTS.cancel }))).toBe(true);
      await dialog.getByRole('button', { name: APP_TEXTS.cancel }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await item.count()).toBe(1);
      await page.getByRole('searchbox', { name: APP_TEXTS.search }).fill(name);
      await expect.poll(() => page.locator('li[data-kind]').count()).toBe(1);

      await item.getByRole('button', { name: INBOX_TEXTS.delete }).click();
      await dialog.getByRole('button', { name: INBOX_TEXTS.deleteConfirm }).click();
      await item.waitFor({ state: 'detached' });
      await page.getByRole('status').filter({ hasText: INBOX_TEXTS.deleted }).waitFor();
      const left = await page.request.get(`${product.url}/api/console/inbox?search=${encodeURIComponent(name)}`);
      expect(((await left.json()) as { total: number }).total).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, SLOW);

  it('exports the filtered list as CSV with the session', async () => {
    const { page, close } = await pages.open(WIDTHS.desktop);
    try {
      await signIn(page, ADMIN, '/gestion/messages');
      const link = page.getByRole('link', { name: INBOX_TEXTS.exportCsv });
      expect(await link.getAttribute('href')).toBe('/api/console/inbox.csv?state=all');
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
    } finally {
      await close();
    }
  }, SLOW);

  it('erases one address and says what went, place by place; its self-exclusion request stays, anonymised', async () => {
    const email = `efface.${Date.now() % 100_000}@example.fr`;
    const visitor = (path: string, body: object) =>
      fetch(`${product.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: product.url }, body: JSON.stringify(body) });
    expect((await visitor('/api/contact', { name: 'Agathe Effacée', email, message: 'Rappelez-moi demain, s’il vous plaît.' })).status).toBe(201);
    expect((await visitor('/api/questions', { prenom: 'Agathe', question: `Répondez-moi à ${email.toUpperCase()} : vais-je déménager ?` })).status).toBe(200);
    expect((await visitor('/api/self-exclusion', { name: 'Agathe Effacée', email, phone: '0611223344', duration: '1-an' })).status).toBe(201);
    const { page, errors, close } = await pages.open(WIDTHS.desktop);
    try {
      await signIn(page, ADMIN, '/gestion/messages');
      await page.getByRole('button', { name: INBOX_TEXTS.erase }).click();
      const dialog = page.getByRole('dialog', { name: INBOX_TEXTS.erasureTitle });
      // Before anything is erased, the operator reads that a self-exclusion is kept, and how.
      await dialog.getByText(INBOX_TEXTS.erasureSelfExclusionKept).waitFor();
      await dialog.getByLabel(INBOX_TEXTS.erasureEmail).fill(email);
      await dialog.getByLabel(INBOX_TEXTS.erasureConfirm).check();
      await dialog.getByRole('button', { name: INBOX_TEXTS.erasureSubmit }).click();

      const said = dialog.getByRole('status');
      await said.waitFor();
      expect(await said.innerText()).toBe(`Données de ${email} traitées. Effacé\u202f: 1 message de contact, 1 question gratuite, 1 demande d’auto-exclusion anonymisée.`);
      await dialog.getByRole('button', { name: APP_TEXTS.close }).click();
      await dialog.waitFor({ state: 'detached' });

      // The list no longer finds the address; the request stays, without name nor address.
      await page.getByRole('searchbox', { name: APP_TEXTS.search }).fill(email);
      await page.getByText(INBOX_TEXTS.empty).waitFor();
      const kept = page.locator('li[data-kind="self-exclusion"]').filter({ has: page.getByRole('heading', { name: INBOX_TEXTS.anonymisedName, exact: true }) });
      await page.getByRole('searchbox', { name: APP_TEXTS.search }).fill('');
      await kept.first().waitFor();
      expect(await kept.first().getByText(INBOX_TEXTS.anonymisedAddress).count()).toBe(1);
      expect(await kept.first().getByRole('link').count()).toBe(0);

      // Still a request to honour: an admin confirms it, for another duration than the one asked.
      await kept.first().getByText(/^Non confirmée/).waitFor();
      await kept.first().getByRole('button', { name: GUARD_TEXTS.confirm }).click();
      const confirming = page.getByRole('dialog', { name: GUARD_TEXTS.confirmQuestion('') });
      const duration = confirming.getByLabel(GUARD_TEXTS.duration);
      expect(await duration.inputValue()).toBe('1-an');
      await duration.selectOption('definitif');
      await confirming.getByRole('button', { name: GUARD_TEXTS.confirmSubmit, exact: true }).click();
      await page.getByRole('status').filter({ hasText: GUARD_TEXTS.confirmed }).waitFor();
      await kept.first().getByText(/^Auto-exclusion confirmée le .*, définitive/).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, SLOW);
});

describe('the e-mails (admin)', () => {
  it('says that no SMTP server is configured, queues a test e-mail and lists it as kept, its text on opening', async () => {
    const { page, errors, close } = await pages.open(WIDTHS.desktop);
    try {
      await signIn(page, ADMIN);
      await page.getByRole('navigation', { name: SHELL_TEXTS.navigation }).getByRole('link', { name: SHELL_TEXTS.outbox }).click();
      await page.getByRole('heading', { level: 1, name: OUTBOX_TEXTS.title }).waitFor();
      await page.getByText(OUTBOX_TEXTS.noSmtp).waitFor();
      expect(OUTBOX_TEXTS.noSmtp).toBe('Aucun serveur SMTP n’est configuré\u202f: les e-mails sont conservés ici et ne sont pas envoyés.');

      // A wrong address is refused in the form, in French.
      await field(page, OUTBOX_TEXTS.testEmail).fill('pas-une-adresse');
      await page.getByRole('button', { name: OUTBOX_TEXTS.testSubmit }).click();
      await page.getByText('E-mail invalide').waitFor();

      await field(page, OUTBOX_TEXTS.testEmail).fill('essai@agence.test');
      await page.getByRole('button', { name: OUTBOX_TEXTS.testSubmit }).click();
      await page.getByRole('status').filter({ hasText: OUTBOX_TEXTS.testQueued('essai@agence.test') }).waitFor();
      const item = page.locator('li[data-state]').first();
      await item.getByRole('heading', { name: 'E-mail d’essai — Voyance Étoilée' }).waitFor();
      // Kept by the server's worker (no SMTP_URL): the list says so once it is.
      await expect
        .poll(async () => {
          await page.reload();
          await page.getByRole('heading', { level: 1, name: OUTBOX_TEXTS.title }).waitFor();
          return page.locator('li[data-state]').first().getAttribute('data-state');
        }, { timeout: 10_000 })
        .toBe('kept');
      const kept = page.locator('li[data-state]').first();
      expect(await kept.innerText()).toContain(OUTBOX_TEXTS.states.kept);
      expect(await kept.innerText()).toContain('essai@agence.test');
      const text = kept.getByText('Ceci est un e-mail d’essai', { exact: false });
      expect(await text.isVisible()).toBe(false);
      await kept.getByText(OUTBOX_TEXTS.showText).click();
      await text.waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, SLOW);
});

describe('an advisor account', () => {
  it('sees its own status and its own text, nothing else', async () => {
    const { page, errors, close } = await pages.open(WIDTHS.mobile, PHONE);
    try {
      await signIn(page, ADVISOR);
      await page.getByRole('heading', { level: 1, name: ADVISOR_TEXTS.ownTitle }).waitFor();
      const nav = page.getByRole('navigation', { name: SHELL_TEXTS.navigation });
      expect(await nav.getByRole('link').allInnerTexts()).toEqual([SHELL_TEXTS.myProfile, SHELL_TEXTS.chat, SHELL_TEXTS.myFigures, SHELL_TEXTS.reviews, SHELL_TEXTS.myAccount]);
      await field(page, ADVISOR_TEXTS.title).waitFor();
      expect(await page.locator('main').getByRole('textbox').count()).toBe(2);
      expect(await field(page, ADVISOR_TEXTS.firstName).count()).toBe(0);
      expect(await page.getByRole('radiogroup', { name: 'Statut' }).count()).toBe(1);

      await page.getByRole('radiogroup', { name: 'Statut' }).getByText('Indisponible').click();
      await expect.poll(async () => (await publicAdvisorById(helene.id)).status).toBe('0');

      // The admins' pages are not there for it, and the API refuses it the rest.
      await page.goto(`${product.url}/gestion/messages`);
      await page.getByRole('heading', { level: 1, name: APP_TEXTS.notFound }).waitFor();
      expect((await page.request.get(`${product.url}/api/console/inbox`)).status()).toBe(403);
      const other = await product.publicAdvisor('amandine');
      const refused = await page.request.put(`${product.url}/api/console/advisors/${other.id}/status`, { data: { availability: 'available' }, headers: { origin: product.url } });
      expect(refused.status()).toBe(403);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, SLOW);
});

describe('keyboard', () => {
  it('signs in with Tab and Enter only', async () => {
    const { page, close } = await pages.open(WIDTHS.desktop);
    try {
      await page.goto(`${product.url}/gestion/`);
      await field(page, SIGN_IN_TEXTS.email).waitFor();
      expect(await unreachedByTab(page)).toEqual([]);
      await tabTo(page, field(page, SIGN_IN_TEXTS.email));
      await page.keyboard.type(ADMIN.email);
      await page.keyboard.press('Tab');
      expect(await isFocused(field(page, SIGN_IN_TEXTS.password))).toBe(true);
      await page.keyboard.type(ADMIN.password);
      await page.keyboard.press('Tab');
      expect(await isFocused(page.getByRole('button', { name: SIGN_IN_TEXTS.submit }))).toBe(true);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: ADVISOR_TEXTS.listTitle }).waitFor();
    } finally {
      await close();
    }
  }, SLOW);

  it('reaches every control of the list and the edit page, and uses them: filter, open, status with the arrows, save, archive dialog', async () => {
    const { page, close } = await pages.open(WIDTHS.desktop);
    try {
      await signIn(page, ADMIN);
      await page.locator('li[data-advisor-id]').first().waitFor();
      expect(await unreachedByTab(page)).toEqual([]);

      const type = page.getByLabel(ADVISOR_TEXTS.type, { exact: true });
      await tabTo(page, type);
      // A closed select changes with the arrow keys.
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => type.inputValue()).toBe('Tarologue');
      await expect.poll(async () => (await page.locator('li[data-advisor-id]').allInnerTexts()).every((text) => text.includes('Tarologue'))).toBe(true);

      const link = page.getByRole('link', { name: ADVISOR_TEXTS.edit(helene.first_name) });
      await tabTo(page, link);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: ADVISOR_TEXTS.editTitle(helene.first_name) }).waitFor();
      await page.getByTestId('advisor-preview').waitFor();
      expect(await unreachedByTab(page)).toEqual([]);

      // The radio group: Tab reaches the checked radio, the arrows change it, and the change applies.
      const group = page.getByRole('radiogroup', { name: 'Statut' });
      await tabTo(page, group.getByRole('radio', { checked: true }));
      const before = await group.getByRole('radio', { checked: true }).getAttribute('value');
      await page.keyboard.press('ArrowRight');
      const after = await group.getByRole('radio', { checked: true }).getAttribute('value');
      expect(after).not.toBe(before);
      const status = { available: '1', busy: '2', offline: '0' }[after as 'available' | 'busy' | 'offline'];
      await expect.poll(async () => (await publicAdvisorById(helene.id)).status).toBe(status);

      const specialty = field(page, ADVISOR_TEXTS.specialty);
      await tabTo(page, specialty);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('Amour');
      await tabTo(page, page.getByRole('button', { name: APP_TEXTS.save }));
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({ hasText: APP_TEXTS.saved }).waitFor();
      await expect.poll(async () => (await publicAdvisorById(helene.id)).specialty).toBe('Amour');

      // Archive: Space opens the dialog, whose first focus is Cancel; Escape closes it and gives the focus back.
      const archive = page.getByRole('button', { name: ADVISOR_TEXTS.archive, exact: true });
      await tabTo(page, archive, 300);
      await page.keyboard.press('Space');
      const dialog = page.getByRole('dialog', { name: ADVISOR_TEXTS.archiveQuestion(helene.first_name) });
      await dialog.waitFor();
      expect(await isFocused(dialog.getByRole('button', { name: APP_TEXTS.cancel }))).toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => isFocused(archive)).toBe(true);
      expect((await fetch(`${product.url}/api/users/${helene.id}`)).status).toBe(200);
    } finally {
      await close();
    }
  }, SLOW);

  it('reaches every control of the inbox and uses them: handled with Space, delete dialog cancelled with Enter', async () => {
    const name = `Dominique Keyboard ${Date.now() % 100_000}`;
    await sendContact(name);
    const { page, close } = await pages.open(WIDTHS.desktop);
    try {
      await signIn(page, ADMIN, '/gestion/messages');
      const item = page.locator('li[data-kind]').filter({ has: page.getByRole('heading', { name, exact: true }) });
      await item.waitFor();
      expect(await unreachedByTab(page)).toEqual([]);

      const handled = item.getByRole('button', { name: INBOX_TEXTS.markHandled });
      await tabTo(page, handled, 300);
      await page.keyboard.press('Space');
      await expect.poll(() => item.getAttribute('data-handled')).toBe('true');

      const remove = item.getByRole('button', { name: INBOX_TEXTS.delete });
      await tabTo(page, remove, 300);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: INBOX_TEXTS.deleteQuestion });
      await dialog.waitFor();
      // Enter on the first focus (Cancel) deletes nothing: a stray Enter is no confirmation.
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      expect(await item.count()).toBe(1);
    } finally {
      await close();
    }
  }, SLOW);
});

describe('accessibility', () => {
  const ADMIN_PAGES = [
    ['/gestion/voyants', ADVISOR_TEXTS.listTitle],
    ['/gestion/voyants/nouveau', ADVISOR_TEXTS.createTitle],
    ['/gestion/messages', INBOX_TEXTS.title],
    ['/gestion/e-mails', OUTBOX_TEXTS.title],
    ['/gestion/journal', AUDIT_TEXTS.title],
    ['/gestion/comptes', ACCOUNT_TEXTS.title],
    ['/gestion/compte', ACCOUNT_TEXTS.myTitle],
    ['/gestion/agence', AGENCY_TEXTS.title],
  ] as const;

  it.each([WIDTHS.mobile, WIDTHS.desktop])('axe finds nothing on the sign-in form and on every admin page at %s px', async (width) => {
    const { page, close } = await pages.open(width, { bypassCSP: true });
    try {
      await page.goto(`${product.url}/gestion/`);
      await field(page, SIGN_IN_TEXTS.email).waitFor();
      expect(await axeViolations(page, product.axe.url), 'sign-in').toEqual([]);
      await signIn(page, ADMIN, `/gestion/voyants/${helene.id}`);
      await page.getByTestId('advisor-preview').waitFor();
      await page.getByRole('radiogroup', { name: 'Statut' }).waitFor();
      expect(await axeViolations(page, product.axe.url), 'edit page').toEqual([]);
      for (const [path, heading] of ADMIN_PAGES) {
        await page.goto(product.url + path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await expect.poll(() => page.locator('[role="status"]').filter({ hasText: /^Chargement/ }).count()).toBe(0);
        expect(await axeViolations(page, product.axe.url), path).toEqual([]);
      }
    } finally {
      await close();
    }
  }, SLOW);

  it.each([WIDTHS.mobile, WIDTHS.desktop])('axe finds nothing on an advisor’s own page at %s px', async (width) => {
    const { page, close } = await pages.open(width, { bypassCSP: true });
    try {
      await signIn(page, ADVISOR);
      await page.getByTestId('advisor-preview').waitFor();
      expect(await axeViolations(page, product.axe.url)).toEqual([]);
    } finally {
      await close();
    }
  }, SLOW);
});

describe('on a phone', () => {
  it('every link of the navigation, tapped where it is drawn, opens its page', async () => {
    const { page, close } = await pages.open(WIDTHS.mobile, PHONE);
    try {
      await signIn(page, ADMIN);
      const nav = page.getByRole('navigation', { name: SHELL_TEXTS.navigation });
      const targets = [
        [SHELL_TEXTS.inbox, '/gestion/messages', INBOX_TEXTS.title],
        [SHELL_TEXTS.outbox, '/gestion/e-mails', OUTBOX_TEXTS.title],
        [SHELL_TEXTS.audit, '/gestion/journal', AUDIT_TEXTS.title],
        [SHELL_TEXTS.accounts, '/gestion/comptes', ACCOUNT_TEXTS.title],
        [SHELL_TEXTS.myAccount, '/gestion/compte', ACCOUNT_TEXTS.myTitle],
        [SHELL_TEXTS.advisors, '/gestion/voyants', ADVISOR_TEXTS.listTitle],
      ] as const;
      for (const [label, path, heading] of targets) {
        const link = nav.getByRole('link', { name: new RegExp(`^${label}`) });
        const box = (await link.boundingBox())!;
        expect(box.height, label).toBeGreaterThanOrEqual(44);
        await tapAt(link);
        await page.waitForURL(product.url + path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(await link.getAttribute('aria-current')).toBe('page');
      }
      // The console lays out within the phone's width: nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTHS.mobile);
    } finally {
      await close();
    }
  }, SLOW);
});

describe('« Agence » (admin)', () => {
  it('lists the sample values, keeps what was typed under a French error, and a saved name is on the public pages at the next load, hydrated without a mismatch', async () => {
    const { page, errors, close } = await pages.open(WIDTHS.desktop);
    try {
      await signIn(page, ADMIN);
      await page.getByRole('navigation', { name: SHELL_TEXTS.navigation }).getByRole('link', { name: SHELL_TEXTS.agency }).click();
      await page.getByRole('heading', { level: 1, name: AGENCY_TEXTS.title }).waitFor();
      // A fresh install: every value is a sample, marked under its field and listed in the banner.
      await page.getByText(AGENCY_TEXTS.samplesLeft(AGENCY_SETTING_KEYS.map((key) => AGENCY_SETTING_LABELS[key]))).waitFor();
      expect(await page.getByText(AGENCY_TEXTS.sample, { exact: true }).count()).toBe(AGENCY_SETTING_KEYS.length);
      const company = field(page, AGENCY_SETTING_LABELS.company);
      expect(await company.inputValue()).toBe(SAMPLE_IDENTITY.company);

      await company.fill('É');
      await page.getByRole('button', { name: AGENCY_TEXTS.save }).click();
      const error = page.getByText('La raison sociale doit contenir au moins 2 caractères');
      await error.waitFor();
      expect(await company.getAttribute('aria-describedby')).toContain(await error.getAttribute('id'));
      expect(await company.inputValue()).toBe('É');
      expect(await company.evaluate((element) => element === document.activeElement)).toBe(true);

      await company.fill('Étoile du Sud SAS');
      await field(page, AGENCY_SETTING_LABELS.phone).fill('+33 4 91 00 00 00');
      await page.getByRole('button', { name: AGENCY_TEXTS.save }).click();
      await page.getByRole('status').filter({ hasText: AGENCY_TEXTS.saved(2) }).waitFor();
      expect(await page.getByText(AGENCY_TEXTS.sample, { exact: true }).count()).toBe(AGENCY_SETTING_KEYS.length - 2);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }

    // The public pages, as a visitor loads them: the server's drawing and the app that takes it over say the same.
    const visitor = await pages.open(WIDTHS.mobile);
    const consoleErrors: string[] = [];
    // React reports a hydration mismatch as an error (or, in development, a warning naming it).
    const listen = (message: ConsoleMessage) => {
      if (message.type() === 'error' || (message.type() === 'warning' && /hydrat|did not match/i.test(message.text()))) consoleErrors.push(message.text());
    };
    visitor.page.on('console', listen);
    try {
      await visitor.page.goto(`${product.url}/mentions-legales`);
      await appTookOver(visitor.page);
      const main = visitor.page.locator('main');
      expect(await main.innerText()).toContain('Étoile du Sud SAS');
      expect(await main.innerText()).not.toContain(SAMPLE_IDENTITY.company);
      const footer = visitor.page.locator('footer');
      expect(await footer.locator('a[href="tel:+33491000000"]').textContent()).toBe('+33 4 91 00 00 00');
      expect(await footer.innerText()).not.toContain(SAMPLE_IDENTITY.phone);
      expect(consoleErrors).toEqual([]);
      expect(visitor.errors).toEqual([]);
    } finally {
      visitor.page.off('console', listen);
      await visitor.close();
    }
  }, SLOW);
});

/**
 * « Prévenez-moi » (issue 38 point 4), against a real SMTP server on loopback
 * (smtp-server, read back with mailparser) and a real server on a loopback
 * port whose advisor becomes present the way the console makes them (its
 * stream open, and Disponible): double opt-in, the alert within the window
 * and once a day, RFC 8058's one-click unsubscribe sent as a mail client
 * sends it, forged and used links, self-excluded addresses, refused
 * addresses, rate limits, and two instances on PostgreSQL sending one alert.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import * as z from 'zod/mini';
import { createApp } from '../../server/app';
import { ALERT_TEXTS } from '../../server/alerts/texts';
import { testConfig, type Config } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/open';
import { presenceAlerts } from '../../server/db/schema';
import { setAdvisorStatus } from '../../server/live/set-status';
import type { MailWorkerOptions } from '../../server/mail/mail-worker';
import { REPLY_ADDRESS_MESSAGES } from '../../contract/domain/reply-address';
import { AdvisorList } from '../../contract/schemas/advisor';
import { PRESENCE_ALERT_PATH } from '../../contract/schemas/presence-alert';
import { insertConsoleSession } from '../helpers/console-session-row';
import { startPostgres, type PostgresServer } from '../helpers/postgres';
import { beingPresent, waitForPresence, type ConsoleStream } from '../helpers/presence';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';
import { createTestApp, openTestDatabase } from '../helpers/test-app';
import { typographyFaults } from '../helpers/typography';

const ORIGIN = 'https://voyance.example';
const MAIL_FROM = 'contact@voyance-etoilee.example';
const FAST_MAIL: Partial<MailWorkerOptions> = { pollMs: 100, backoffMs: [300] };
/** What a mail client posts for RFC 8058's one-click unsubscribe. */
const ONE_CLICK = 'List-Unsubscribe=One-Click';

const config = (smtp: SmtpSink, more: Partial<Config> = {}): Partial<Config> => ({
  SMTP_URL: smtp.url,
  MAIL_FROM,
  PUBLIC_ORIGIN: ORIGIN,
  PRESENCE_GRACE_SECONDS: 0,
  RATE_LIMIT_PER_MINUTE: 1_000,
  ...more,
});

interface Served {
  app: FastifyInstance;
  base: string;
  advisor: { id: number; name: string; slug: string; cookie: string };
}

async function serve(app: FastifyInstance, slug?: string): Promise<Served> {
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const list = z.parse(AdvisorList, await (await fetch(`${base}/api/users`)).json());
  const chosen = list.find((advisor) => (slug ? advisor.slug === slug : advisor.status === '1'))!;
  const cookie = await insertConsoleSession(app.database.db, 'advisor', chosen.id);
  return { app, base, advisor: { id: chosen.id, name: chosen.first_name, slug: chosen.slug, cookie } };
}

const ask = (app: FastifyInstance, body: Record<string, unknown>, ip = '203.0.113.7') =>
  app.inject({ method: 'POST', url: PRESENCE_ALERT_PATH, headers: { 'content-type': 'application/json' }, remoteAddress: ip, payload: JSON.stringify(body) });

const header = (message: ParsedMail, name: string) => message.headerLines.find((line) => line.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, '');

/** The path of the link to `kind` in the e-mail's text (the origin checked). */
function linkIn(message: ParsedMail, kind: 'confirmer' | 'desinscription'): string {
  const found = new RegExp(`${ORIGIN.replace(/\./g, '\\.')}(/alertes/${kind}/[\\w-]{43})`).exec(message.text ?? '');
  if (!found) throw new Error(`no ${kind} link in « ${message.text} »`);
  return found[1]!;
}

const pageText = (html: string) => html.replace(/<style>[\s\S]*?<\/style>/, '').replace(/<[^>]+>/g, ' ');

async function settle(ms: number) {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

describe('« Prévenez-moi » on one server', () => {
  let smtp: SmtpSink;
  let served: Served;
  let app: FastifyInstance;
  const streams: ConsoleStream[] = [];

  beforeAll(async () => {
    smtp = await startSmtpSink();
    // The sweep at its default (30 s): an alert within the few seconds below comes from the advisor's arrival itself.
    app = await createTestApp({ config: config(smtp), mail: FAST_MAIL });
    served = await serve(app);
  });
  afterEach(async () => {
    for (const stream of streams.splice(0)) stream.close();
    await waitForPresence(served.base, served.advisor.id, false);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.stop();
  });

  const present = async () => streams.push(await beingPresent(served.base, served.advisor.cookie, served.advisor.id));
  const absent = async () => {
    for (const stream of streams.splice(0)) stream.close();
    await waitForPresence(served.base, served.advisor.id, false);
  };
  const to = (address: string) => smtp.messages.filter((message) => (message.to as { text: string }).text === address);

  it('sends only a confirmation until its link is followed, then one alert within the minute of the advisor’s arrival, once a day, until a one-click unsubscribe', async () => {
    const address = 'jeanne.alerte@example.fr';
    const { name } = served.advisor;
    const asked = await ask(app, { advisor_id: served.advisor.id, email: '  Jeanne.Alerte@Example.FR ', consent: true });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toEqual({ ok: true });

    // The confirmation, and nothing else: not even when the advisor arrives.
    await expect.poll(() => to(address).length, { timeout: 10_000 }).toBe(1);
    const [confirmation] = to(address);
    expect(confirmation!.subject).toBe(ALERT_TEXTS.confirmationMail.subject(name));
    const leave = linkIn(confirmation!, 'desinscription');
    expect(header(confirmation!, 'List-Unsubscribe')).toBe(`<${ORIGIN}${leave}>`);
    expect(header(confirmation!, 'List-Unsubscribe-Post')).toBe(ONE_CLICK);
    expect(String(confirmation!.html)).toContain(`href="${ORIGIN}${leave}"`);
    await present();
    await settle(1_500);
    await absent();
    expect(to(address)).toHaveLength(1);

    // The link's GET only shows the button (a mail scanner opening it confirms nothing); its POST confirms.
    const confirm = linkIn(confirmation!, 'confirmer');
    const shown = await app.inject({ method: 'GET', url: confirm });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.body).toContain(`<form method="post" action="${confirm}">`);
    expect(pageText(shown.body)).toContain(ALERT_TEXTS.pages.confirm.ask(name));
    const [stillWaiting] = await app.database.db.select().from(presenceAlerts).where(eq(presenceAlerts.email, address));
    expect(stillWaiting!.confirmedAt).toBeNull();
    const confirmed = await app.inject({ method: 'POST', url: confirm, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(confirmed.statusCode).toBe(200);
    expect(pageText(confirmed.body)).toContain(ALERT_TEXTS.pages.confirm.done);
    // Used: the same link now says so.
    const used = await app.inject({ method: 'GET', url: confirm });
    expect(used.statusCode).toBe(404);
    expect(pageText(used.body)).toContain(ALERT_TEXTS.pages.unknown.confirmText);

    // The advisor arrives: one alert, well within the minute.
    const arrived = Date.now();
    await present();
    await expect.poll(() => to(address).length, { timeout: 10_000 }).toBe(2);
    expect(Date.now() - arrived).toBeLessThan(60_000);
    const alert = to(address)[1]!;
    expect(alert.subject).toBe(ALERT_TEXTS.alertMail.subject(name));
    expect(alert.text).toContain(`${ORIGIN}/consultant-profile/${served.advisor.slug}#tchat`);
    expect(linkIn(alert, 'desinscription')).toBe(leave);
    expect(header(alert, 'List-Unsubscribe')).toBe(`<${ORIGIN}${leave}>`);
    expect(header(alert, 'List-Unsubscribe-Post')).toBe(ONE_CLICK);
    for (const text of [alert.subject!, alert.text!, confirmation!.subject!, confirmation!.text!]) expect(typographyFaults(text)).toEqual([]);

    // Back again the same day: nothing more.
    await absent();
    await present();
    await settle(1_500);
    expect(to(address)).toHaveLength(2);

    // A day later: another.
    await absent();
    await app.database.db.update(presenceAlerts).set({ lastAlertedAt: sql`now() - interval '25 hours'` }).where(eq(presenceAlerts.email, address));
    await present();
    await expect.poll(() => to(address).length, { timeout: 10_000 }).toBe(3);

    // The one-click POST, exactly as a mail client sends it: the List-Unsubscribe address, a form body, no cookie.
    const oneClick = await fetch(`${served.base}${leave}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: ONE_CLICK, redirect: 'manual' });
    expect(oneClick.status).toBe(200);
    expect(await app.database.db.select().from(presenceAlerts).where(eq(presenceAlerts.email, address))).toEqual([]);
    await absent();
    await present();
    await settle(1_500);
    expect(to(address)).toHaveLength(3);
    // The link again: it says it no longer works.
    const gone = await app.inject({ method: 'GET', url: leave });
    expect(gone.statusCode).toBe(404);
    expect(pageText(gone.body)).toContain(ALERT_TEXTS.pages.unknown.unsubscribeText);
  }, 60_000);

  it('unsubscribes from the body’s link: its GET shows a button, whose POST (multipart too) unsubscribes', async () => {
    const address = 'paul.bouton@example.fr';
    expect((await ask(app, { advisor_id: served.advisor.id, email: address, consent: true })).statusCode).toBe(202);
    await expect.poll(() => to(address).length, { timeout: 10_000 }).toBe(1);
    const leave = linkIn(to(address)[0]!, 'desinscription');
    const shown = await app.inject({ method: 'GET', url: leave });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain(`<form method="post" action="${leave}"><input type="hidden" name="List-Unsubscribe" value="One-Click">`);
    expect(pageText(shown.body)).toContain(ALERT_TEXTS.pages.unsubscribe.button);
    expect(await app.database.db.select().from(presenceAlerts).where(eq(presenceAlerts.email, address))).toHaveLength(1);
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const done = await fetch(`${served.base}${leave}`, { method: 'POST', body: form });
    expect(done.status).toBe(200);
    expect(pageText(await done.text())).toContain(ALERT_TEXTS.pages.unsubscribe.done);
    expect(await app.database.db.select().from(presenceAlerts).where(eq(presenceAlerts.email, address))).toEqual([]);
  });

  it('answers a forged or malformed link with a French page, and changes nothing', async () => {
    const forged = 'A'.repeat(43);
    for (const [path, text] of [
      [`/alertes/confirmer/${forged}`, ALERT_TEXTS.pages.unknown.confirmText],
      ['/alertes/confirmer/pas-un-jeton', ALERT_TEXTS.pages.unknown.confirmText],
      [`/alertes/desinscription/${forged}`, ALERT_TEXTS.pages.unknown.unsubscribeText],
      ['/alertes/desinscription/%3Cscript%3E', ALERT_TEXTS.pages.unknown.unsubscribeText],
    ] as const) {
      for (const method of ['GET', 'POST'] as const) {
        const answer = await app.inject({ method, url: path, ...(method === 'POST' ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: ONE_CLICK } : {}) });
        expect(answer.statusCode, `${method} ${path}`).toBe(404);
        expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(pageText(answer.body)).toContain(ALERT_TEXTS.pages.unknown.title);
        expect(pageText(answer.body)).toContain(text);
        expect(answer.body).not.toContain('<script');
      }
    }
    for (const text of Object.values(ALERT_TEXTS.pages.unknown)) expect(typographyFaults(text)).toEqual([]);
  });

  it('sends nothing to a self-excluded address, not even an alert to one that subscribed before, and answers as usual', async () => {
    const excluded = 'martine.exclue@example.fr';
    const selfExclude = (email: string) =>
      app.inject({ method: 'POST', url: '/api/self-exclusion', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ name: 'Martine Exclue', email, phone: '0601020304', duration: 'definitif' }) });
    expect((await selfExclude('Martine.Exclue@example.fr')).statusCode).toBe(201);
    const asked = await ask(app, { advisor_id: served.advisor.id, email: excluded, consent: true });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ ok: true });

    // Subscribed and confirmed, then excluded: no alert.
    const later = 'robert.tardif@example.fr';
    await ask(app, { advisor_id: served.advisor.id, email: later, consent: true });
    await expect.poll(() => to(later).length, { timeout: 10_000 }).toBe(1);
    expect((await app.inject({ method: 'POST', url: linkIn(to(later)[0]!, 'confirmer') })).statusCode).toBe(200);
    expect((await selfExclude(later)).statusCode).toBe(201);
    await present();
    await settle(2_000);
    expect(to(excluded)).toEqual([]);
    expect(to(later)).toHaveLength(1);
    expect(await app.database.db.select().from(presenceAlerts).where(eq(presenceAlerts.email, excluded))).toEqual([]);
  });

  it('refuses a throwaway address, a missing consent and an unknown advisor in French, naming the field', async () => {
    const refused = await ask(app, { advisor_id: served.advisor.id, email: 'quelquun@yopmail.com', consent: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'validation', field: 'email', message: REPLY_ADDRESS_MESSAGES.disposable });
    const noConsent = await ask(app, { advisor_id: served.advisor.id, email: 'lea@example.fr', consent: false });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json()).toMatchObject({ field: 'consent', message: 'Cochez la case pour accepter de recevoir cet e-mail' });
    const invalid = await ask(app, { advisor_id: served.advisor.id, email: 'pas une adresse', consent: true });
    expect(invalid.json()).toMatchObject({ field: 'email', message: REPLY_ADDRESS_MESSAGES.invalid });
    const nobody = await ask(app, { advisor_id: 999_999, email: 'lea@example.fr', consent: true });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json()).toMatchObject({ field: 'advisor_id', message: 'Voyant inconnu' });
    const bot = await ask(app, { advisor_id: served.advisor.id, email: 'lea@example.fr', consent: true, website: 'http://spam.example' });
    expect(bot.statusCode).toBe(400);
    expect(await app.database.db.select().from(presenceAlerts).where(eq(presenceAlerts.email, 'lea@example.fr'))).toEqual([]);
  });

  it('asked again: the same answer and a new link, at most 3 confirmations an hour per address, the old link no longer working', async () => {
    const address = 'insistant@example.fr';
    for (let time = 0; time < 5; time++) {
      const asked = await ask(app, { advisor_id: served.advisor.id, email: address, consent: true }, `198.51.100.${time}`);
      expect(asked.statusCode).toBe(202);
      expect(asked.json()).toEqual({ ok: true });
    }
    await expect.poll(() => to(address).length, { timeout: 10_000 }).toBe(3);
    await settle(500);
    expect(to(address)).toHaveLength(3);
    const [first, , last] = to(address);
    expect((await app.inject({ method: 'GET', url: linkIn(first!, 'confirmer') })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: linkIn(last!, 'confirmer') })).statusCode).toBe(200);
    expect(await app.database.db.select().from(presenceAlerts).where(eq(presenceAlerts.email, address))).toHaveLength(1);
  });
});

describe('« Prévenez-moi » with its database away', () => {
  it('answers the form with a French 503, and a link with a French page', async () => {
    const smtp = await startSmtpSink();
    // Its database is closed under it, as an outage would: the app does not close it again.
    const database = await openTestDatabase();
    const app = await createApp(testConfig(config(smtp)), { database, mail: FAST_MAIL });
    try {
      const advisorId = z.parse(AdvisorList, (await app.inject({ method: 'GET', url: '/api/users' })).json())[0]!.id;
      await database.close();
      const asked = await ask(app, { advisor_id: advisorId, email: 'patient@example.fr', consent: true });
      expect(asked.statusCode).toBe(503);
      expect(asked.json()).toMatchObject({ error: 'unavailable', message: expect.stringContaining('votre alerte n’a pas été enregistrée') });
      for (const method of ['GET', 'POST'] as const) {
        const answer = await app.inject({ method, url: `/alertes/desinscription/${'B'.repeat(43)}` });
        expect(answer.statusCode).toBe(503);
        expect(pageText(answer.body)).toContain(ALERT_TEXTS.pages.unavailable.text);
      }
      const odd = await app.inject({ method: 'POST', url: `/alertes/confirmer/${'B'.repeat(43)}`, headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
      expect(odd.statusCode).toBe(415);
      expect(pageText(odd.body)).toContain(ALERT_TEXTS.pages.refused.text);
      for (const text of [...Object.values(ALERT_TEXTS.pages.unavailable), ...Object.values(ALERT_TEXTS.pages.refused)]) expect(typographyFaults(text)).toEqual([]);
    } finally {
      await app.close();
      await smtp.stop();
    }
  });
});

describe('« Prévenez-moi »’s rate limit per client', () => {
  it('refuses a client’s requests beyond RATE_LIMIT_PER_MINUTE with a French 429', async () => {
    const smtp = await startSmtpSink();
    const app = await createTestApp({ config: config(smtp, { RATE_LIMIT_PER_MINUTE: 3 }), mail: FAST_MAIL });
    try {
      const advisorId = z.parse(AdvisorList, (await app.inject({ method: 'GET', url: '/api/users' })).json())[0]!.id;
      const answers = [];
      for (let n = 0; n < 4; n++) answers.push(await ask(app, { advisor_id: advisorId, email: `client${n}@example.fr`, consent: true }));
      expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 429]);
      expect(answers[3]!.json()).toMatchObject({ error: 'too_many_requests', message: expect.stringContaining('Trop de requêtes') });
      // Another client is not held back.
      expect((await ask(app, { advisor_id: advisorId, email: 'autre@example.fr', consent: true }, '192.0.2.55')).statusCode).toBe(202);
    } finally {
      await app.close();
      await smtp.stop();
    }
  });
});

const started = await startPostgres();
const postgres: PostgresServer | null = 'url' in started ? started : null;
if (!postgres) console.warn(`[voyance] « Prévenez-moi » two-instance test skipped: ${'unavailable' in started ? started.unavailable : ''}`);
afterAll(() => postgres?.stop());

describe.skipIf(!postgres)('« Prévenez-moi » with two instances on PostgreSQL', () => {
  it('sends each subscription one alert when the advisor arrives, whichever instance sweeps', async () => {
    const smtp = await startSmtpSink();
    const databases: Database[] = [];
    const apps: FastifyInstance[] = [];
    try {
      // One after the other: the first migrates and seeds, the second finds it done. Both sweep every 50 ms: they race.
      for (let n = 0; n < 2; n++) {
        const database = await openDatabase({ url: postgres!.url });
        databases.push(database);
        apps.push(await createApp(testConfig({ ...config(smtp), DATABASE_URL: postgres!.url }), { database, mail: FAST_MAIL, alertSweepMs: 50 }));
      }
      const [a, b] = [await serve(apps[0]!), await serve(apps[1]!, undefined)];
      expect(b.advisor.id).toBe(a.advisor.id);
      const addresses = Array.from({ length: 12 }, (_, n) => `abonne${n}@example.fr`);
      for (const [n, email] of addresses.entries()) {
        // Asked on either instance, confirmed on the other.
        expect((await ask(n % 2 ? b.app : a.app, { advisor_id: a.advisor.id, email, consent: true })).statusCode).toBe(202);
      }
      await expect.poll(() => smtp.messages.length, { timeout: 15_000 }).toBe(addresses.length);
      for (const [n, message] of smtp.messages.entries()) expect((await (n % 2 ? a.app : b.app).inject({ method: 'POST', url: linkIn(message, 'confirmer') })).statusCode).toBe(200);

      await setAdvisorStatus(databases[0]!.db, a.advisor.id, 'available');
      const stream = await beingPresent(a.base, a.advisor.cookie, a.advisor.id, null);
      try {
        await waitForPresence(a.base, a.advisor.id, true);
        await waitForPresence(b.base, a.advisor.id, true);
        await expect.poll(() => smtp.messages.length, { timeout: 15_000 }).toBe(addresses.length * 2);
        await settle(1_500);
      } finally {
        stream.close();
      }
      const alerts = smtp.messages.filter((message) => message.subject === ALERT_TEXTS.alertMail.subject(a.advisor.name));
      expect(alerts.map((message) => (message.to as { text: string }).text).sort()).toEqual([...addresses].sort());
    } finally {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
      await smtp.stop();
    }
  }, 90_000);
});

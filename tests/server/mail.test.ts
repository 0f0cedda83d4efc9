/**
 * E-mail that gets through (issue 38 point 5): the outbox written in the
 * caller's transaction, sent by the worker to a real SMTP server on loopback
 * (smtp-server), read back with mailparser. A refusal, a stopped server and a
 * server that never answers are retried without losing or doubling a
 * message, and without holding up a request.
 */
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import * as z from 'zod/mini';
import { createApp } from '../../server/app';
import { ConfigError, loadConfig, MAIL_FROM_REQUIRED, testConfig } from '../../server/config';
import { openDatabase } from '../../server/db/open';
import { advisors, auditLog, outbox } from '../../server/db/schema';
import { enqueueMail, type Mail } from '../../server/mail/outbox';
import { MailWorker, type MailWorkerOptions } from '../../server/mail/mail-worker';
import { SAMPLE_IDENTITY } from '../../site/agency-identity';
import { MailTestReceipt, OutboxPage } from '../../contract/schemas/console/outbox';
import { signedIn } from '../helpers/console-session';
import { freePort, startPostgres, type PostgresServer } from '../helpers/postgres';
import { hangingSmtp, startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';
import { createTestApp, openTestDatabase } from '../helpers/test-app';

const MAIL_FROM = 'contact@voyance-etoilee.example';
/** Short delays, so that a retry comes within the test. */
const FAST: Partial<MailWorkerOptions> = { pollMs: 100, backoffMs: [300], connectionTimeoutMs: 1_000, greetingTimeoutMs: 1_000, socketTimeoutMs: 2_000 };

const apps: FastifyInstance[] = [];
const sinks: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  await Promise.all(sinks.splice(0).map((sink) => sink.stop()));
});

async function appSendingTo(url: string, mail: Partial<MailWorkerOptions> = FAST): Promise<FastifyInstance> {
  const app = await createTestApp({ config: { SMTP_URL: url, MAIL_FROM }, mail });
  apps.push(app);
  return app;
}

async function sink(port?: number): Promise<SmtpSink> {
  const started = await startSmtpSink(port);
  sinks.push(started);
  return started;
}

const letter = (n: number, to = `client${n}@example.fr`): Mail => ({
  kind: 'test',
  to,
  subject: `Votre réponse n° ${n} : à bientôt !`,
  paragraphs: [`Bonjour ${n},`, 'Votre voyante vous a répondu.\nÀ très bientôt.'],
  link: { label: 'Lire la réponse', url: `https://www.voyance-etoilee.example/reponse/${n}` },
});

async function enqueue(app: FastifyInstance, ...mails: Mail[]): Promise<number[]> {
  return app.database.db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const mail of mails) ids.push(await enqueueMail(tx, mail));
    return ids;
  });
}

const rowsOf = (app: FastifyInstance) => app.database.db.select().from(outbox).orderBy(outbox.id);
const subjects = (messages: ParsedMail[]) => messages.map((message) => message.subject).sort();

describe('the outbox and its worker', () => {
  it('delivers a queued e-mail with its French text and HTML parts, its subject, From = MAIL_FROM and the agency in the footer', async () => {
    const smtp = await sink();
    const app = await appSendingTo(smtp.url);
    const [id] = await enqueue(app, letter(1, 'Jeanne.Doe@example.fr'));
    await expect.poll(() => smtp.messages.length, { timeout: 10_000 }).toBe(1);
    const [message] = smtp.messages;
    expect(message!.subject).toBe('Votre réponse n° 1 : à bientôt !');
    expect(message!.from!.value).toEqual([{ address: MAIL_FROM, name: SAMPLE_IDENTITY.name }]);
    expect((message!.to as { value: { address: string }[] }).value.map(({ address }) => address)).toEqual(['Jeanne.Doe@example.fr']);
    expect(message!.messageId).toBe(`<outbox-${id}@voyance-etoilee.example>`);
    expect(message!.text).toContain('Votre voyante vous a répondu.\nÀ très bientôt.');
    expect(message!.text).toContain('Lire la réponse\u202f: https://www.voyance-etoilee.example/reponse/1');
    expect(message!.text).toContain(SAMPLE_IDENTITY.address);
    const html = String(message!.html);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Votre voyante vous a répondu.<br>À très bientôt.');
    expect(html).toContain('<a href="https://www.voyance-etoilee.example/reponse/1"');
    expect(html).toContain(SAMPLE_IDENTITY.name);
    expect(html).toContain(SAMPLE_IDENTITY.address);
    // Nothing to load: no image, no remote resource, no tracking pixel.
    expect(html).not.toMatch(/<img|src=|url\(|<link|<script/i);
    await expect.poll(async () => (await rowsOf(app)).map(({ state, attempts }) => [state, attempts])).toEqual([['sent', 1]]);
    const [row] = await rowsOf(app);
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(row!.lastError).toBeNull();
  });

  it('delivers the console’s test e-mail', async () => {
    const smtp = await sink();
    const app = await appSendingTo(smtp.url);
    const admin = await signedIn(app, 'admin');
    const response = await app.inject({
      method: 'POST',
      url: '/api/console/outbox/test',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'operateur@example.fr' }),
    });
    expect(response.statusCode, response.body).toBe(201);
    await expect.poll(() => smtp.messages.length, { timeout: 10_000 }).toBe(1);
    expect(smtp.messages[0]!.subject).toBe(`E-mail d’essai — ${SAMPLE_IDENTITY.name}`);
    expect(smtp.messages[0]!.text).toContain('Ceci est un e-mail d’essai envoyé depuis la console de gestion');
    const listed = z.parse(OutboxPage, (await app.inject({ method: 'GET', url: '/api/console/outbox', headers: admin.headers })).json());
    expect(listed.smtp).toBe(true);
    await expect.poll(async () => z.parse(OutboxPage, (await app.inject({ method: 'GET', url: '/api/console/outbox', headers: admin.headers })).json()).items[0]!.state).toBe('sent');
  });

  it('writes the e-mail in the caller’s transaction: a cause rolled back sends nothing', async () => {
    const smtp = await sink();
    const app = await appSendingTo(smtp.url);
    await expect(
      app.database.db.transaction(async (tx) => {
        await enqueueMail(tx, letter(1));
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    await enqueue(app, letter(2));
    await expect.poll(() => smtp.messages.length, { timeout: 10_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(subjects(smtp.messages)).toEqual([letter(2).subject]);
    expect(await rowsOf(app)).toHaveLength(1);
  });

  it('retries an e-mail the server refused with a 4xx, and delivers it once', async () => {
    const smtp = await sink();
    smtp.refuseNext(2);
    const app = await appSendingTo(smtp.url);
    await enqueue(app, letter(1));
    await expect.poll(() => smtp.messages.length, { timeout: 10_000 }).toBe(1);
    expect(smtp.refused()).toBe(2);
    await expect.poll(async () => (await rowsOf(app)).map(({ state, attempts }) => [state, attempts])).toEqual([['sent', 3]]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages).toHaveLength(1);
  });

  it('keeps e-mails queued while the SMTP server is down, counting attempts, then delivers each once when it is back', async () => {
    const port = await freePort();
    const app = await appSendingTo(`smtp://127.0.0.1:${port}`);
    await enqueue(app, ...Array.from({ length: 12 }, (_, n) => letter(n)));
    await expect
      .poll(async () => (await rowsOf(app)).every((row) => row.state === 'queued' && row.attempts >= 2 && row.lastError !== null), { timeout: 10_000 })
      .toBe(true);
    // A code, never the server's text nor the address.
    expect(new Set((await rowsOf(app)).map((row) => row.lastError))).toEqual(new Set(['ESOCKET']));
    const smtp = await sink(port);
    await expect.poll(() => smtp.messages.length, { timeout: 10_000 }).toBe(12);
    await expect.poll(async () => (await rowsOf(app)).every((row) => row.state === 'sent')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(subjects(smtp.messages)).toEqual(Array.from({ length: 12 }, (_, n) => letter(n).subject).sort());
  });

  it('answers requests at once while the SMTP server hangs, and retries the e-mail later', async () => {
    const hanging = await hangingSmtp();
    sinks.push(hanging);
    // The greeting is waited for 3 s (connectionTimeout bounds it too).
    const app = await appSendingTo(hanging.url, { ...FAST, connectionTimeoutMs: 3_000, greetingTimeoutMs: 3_000 });
    await enqueue(app, letter(1));
    // The worker is waiting for a greeting that will not come…
    await expect.poll(() => hanging.connections()).toBeGreaterThan(0);
    // …and the site answers as usual.
    for (let i = 0; i < 10; i += 1) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url: '/api/users' });
      expect(response.statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(500);
    }
    const started = performance.now();
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok' });
    expect(performance.now() - started).toBeLessThan(500);
    // All of that while the attempt was still waiting.
    expect((await rowsOf(app)).map(({ state, attempts, lastError }) => [state, attempts, lastError])).toEqual([['queued', 1, null]]);
    // The greeting timeout ends the attempt; the e-mail stays queued for the next one.
    await expect.poll(async () => (await rowsOf(app))[0]!.lastError, { timeout: 10_000 }).toBe('ETIMEDOUT');
    expect((await rowsOf(app))[0]!.state).toBe('queued');
    // A working server on the same port gets it.
    const port = hanging.port;
    await hanging.stop();
    sinks.splice(sinks.indexOf(hanging), 1);
    const smtp = await sink(port);
    await expect.poll(() => smtp.messages.length, { timeout: 15_000 }).toBe(1);
    await expect.poll(async () => (await rowsOf(app))[0]!.state).toBe('sent');
  });

  it('gives up after its time and says so by a code only', async () => {
    const port = await freePort();
    const app = await appSendingTo(`smtp://127.0.0.1:${port}`, { ...FAST, giveUpAfterMs: 1_000 });
    const [id] = await enqueue(app, letter(1));
    await expect.poll(async () => (await rowsOf(app))[0]!.state, { timeout: 10_000 }).toBe('failed');
    const [row] = await app.database.db.select().from(outbox).where(eq(outbox.id, id!));
    expect(row!.lastError).toBe('ESOCKET');
    expect(row!.attempts).toBeGreaterThanOrEqual(2);
    expect(row!.sentAt).toBeNull();
  });

  it('cuts a batch still sending after its deadline (a server too slow for any timeout) and retries it', async () => {
    const hanging = await hangingSmtp();
    sinks.push(hanging);
    // Timeouts far longer than the deadline: only the deadline can end the attempt.
    const app = await appSendingTo(hanging.url, { ...FAST, connectionTimeoutMs: 30_000, greetingTimeoutMs: 30_000, socketTimeoutMs: 30_000, sendDeadlineMs: 500 });
    await enqueue(app, letter(1));
    await expect.poll(async () => (await rowsOf(app))[0]!.lastError).not.toBeNull();
    expect((await rowsOf(app))[0]!.state).toBe('queued');
    // The next attempts open new connections (the pool that was cut is not reused).
    await expect.poll(() => hanging.connections()).toBeGreaterThan(1);
  });

  it('closes promptly while a send hangs, leaving the e-mail to retry', async () => {
    const hanging = await hangingSmtp();
    sinks.push(hanging);
    const app = await createTestApp({ config: { SMTP_URL: hanging.url, MAIL_FROM }, mail: { ...FAST, connectionTimeoutMs: 30_000, greetingTimeoutMs: 30_000, stopGraceMs: 300 } });
    await enqueue(app, letter(1));
    await expect.poll(() => hanging.connections()).toBeGreaterThan(0);
    try {
      // The worker first, as app.close() does before the database closes: what it left there can be read after.
      const started = performance.now();
      await app.mail.stop();
      expect(performance.now() - started).toBeLessThan(2_000);
      const [row] = await app.database.db.select().from(outbox);
      expect(row).toMatchObject({ state: 'queued', attempts: 1 });
      expect(row!.lastError).not.toBeNull();
    } finally {
      await app.close();
    }
  });

  it('refused for good (550): failed at once, and the logs hold ids and codes, never an address, a subject or a text', async () => {
    const smtp = await sink();
    smtp.refuseNext(1);
    const lines: string[] = [];
    const log = pino({ level: 'debug' }, new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) }));
    const database = await openTestDatabase();
    const worker = await MailWorker.start(database, { SMTP_URL: smtp.url, MAIL_FROM }, log, FAST);
    try {
      const [unknown, refusedOnce] = await database.db.transaction(async (tx) => [
        await enqueueMail(tx, letter(1, 'inconnu.total@example.fr')),
        await enqueueMail(tx, letter(2, 'jeanne.doe@example.fr')),
      ]);
      await expect.poll(async () => (await database.db.select().from(outbox).orderBy(outbox.id)).map(({ state }) => state), { timeout: 10_000 }).toEqual(['failed', 'sent']);
      const [failed] = await database.db.select().from(outbox).where(eq(outbox.id, unknown!));
      expect(failed).toMatchObject({ attempts: 1, lastError: 'EENVELOPE 550' });
      const text = lines.join('');
      expect(text).toContain(`"mail":${unknown}`);
      expect(text).toContain(`"mail":${refusedOnce}`);
      expect(text).toContain('EENVELOPE 550');
      expect(text).toContain('EMESSAGE 451');
      for (const secret of ['inconnu.total', 'jeanne.doe', 'example.fr', 'Votre réponse', 'Votre voyante', 'utilisateur inconnu', 'temporairement']) expect(text, secret).not.toContain(secret);
    } finally {
      await worker.stop();
      await database.close();
    }
  });

  it('sends each e-mail once although claims overlap: a row claimed is skipped by the next claim until its lease ends', async () => {
    const smtp = await sink();
    const app = await appSendingTo(smtp.url, { ...FAST, batchSize: 3 });
    await enqueue(app, ...Array.from({ length: 30 }, (_, n) => letter(n)));
    await expect.poll(() => smtp.messages.length, { timeout: 15_000 }).toBe(30);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(new Set(subjects(smtp.messages)).size).toBe(30);
    const sentOnce = await app.database.db.select({ id: outbox.id }).from(outbox).where(sql`${outbox.state} = 'sent' and ${outbox.attempts} = 1`);
    expect(sentOnce).toHaveLength(30);
  });
});

describe('SMTP_URL and MAIL_FROM', () => {
  it('take smtp:// or smtps:// with credentials, and an address to send from; say what is wrong in French, never the password', () => {
    const config = loadConfig({ SMTP_URL: 'smtps://agence:m0t-de-passe@smtp.example.fr:465', MAIL_FROM: 'contact@voyance-etoilee.example' });
    expect(config).toMatchObject({ SMTP_URL: 'smtps://agence:m0t-de-passe@smtp.example.fr:465', MAIL_FROM: 'contact@voyance-etoilee.example' });
    expect(loadConfig({ SMTP_URL: '', MAIL_FROM: '' })).toMatchObject({ SMTP_URL: undefined, MAIL_FROM: undefined });
    expect(() => loadConfig({ SMTP_URL: 'https://smtp.example.fr', MAIL_FROM: 'contact@voyance-etoilee.example' })).toThrow('SMTP_URL: doit commencer par smtp:// ou smtps://');
    expect(() => loadConfig({ SMTP_URL: 'smtp://', MAIL_FROM: 'contact@voyance-etoilee.example' })).toThrow(/SMTP_URL: adresse de serveur SMTP invalide/);
    const missing = (() => {
      try {
        loadConfig({ SMTP_URL: 'smtp://agence:m0t-de-passe@smtp.example.fr' });
      } catch (error) {
        return error;
      }
    })();
    expect(missing).toBeInstanceOf(ConfigError);
    expect((missing as Error).message).toContain(`MAIL_FROM: ${MAIL_FROM_REQUIRED}`);
    expect((missing as Error).message).not.toContain('m0t-de-passe');
    expect(() => loadConfig({ SMTP_URL: 'smtp://smtp.example.fr', MAIL_FROM: 'Voyance Étoilée' })).toThrow(/MAIL_FROM: doit être une adresse e-mail/);
  });
});

describe('without SMTP_URL', () => {
  it('keeps e-mails in the outbox, never sent, and lists them to admins only in the console', async () => {
    const app = await createTestApp({ mail: FAST });
    apps.push(app);
    expect(app.mail.sending).toBe(false);
    const ids = await enqueue(app, letter(1, 'jeanne.doe@example.fr'), letter(2));
    await expect.poll(async () => (await rowsOf(app)).map(({ state, attempts }) => [state, attempts])).toEqual([
      ['kept', 0],
      ['kept', 0],
    ]);

    const admin = await signedIn(app, 'admin');
    const response = await app.inject({ method: 'GET', url: '/api/console/outbox', headers: admin.headers });
    expect(response.statusCode, response.body).toBe(200);
    const page = z.parse(OutboxPage, response.json());
    expect(page.smtp).toBe(false);
    expect(page.total).toBe(2);
    // Newest first.
    expect(page.items.map(({ id }) => id)).toEqual([...ids].reverse());
    expect(page.items[1]).toMatchObject({ kind: 'test', recipient: 'jeanne.doe@example.fr', subject: letter(1).subject, state: 'kept', attempts: 0, sent_at: null, last_error: null });
    expect(page.items[1]!.text).toContain('Votre voyante vous a répondu.');

    const [someAdvisor] = await app.database.db.select({ id: advisors.id }).from(advisors).limit(1);
    const advisor = await signedIn(app, 'advisor', someAdvisor!.id);
    const refused = await app.inject({ method: 'GET', url: '/api/console/outbox', headers: advisor.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('example.fr');
    const anonymous = await app.inject({ method: 'GET', url: '/api/console/outbox' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('queues the console’s test e-mail, kept too, audited by its id and not its address; an advisor may not', async () => {
    const app = await createTestApp({ mail: FAST });
    apps.push(app);
    const admin = await signedIn(app, 'admin');
    const post = (headers: Record<string, string>, email: string) =>
      app.inject({ method: 'POST', url: '/api/console/outbox/test', headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify({ email }) });
    const response = await post(admin.headers, ' Operateur@Example.FR ');
    expect(response.statusCode, response.body).toBe(201);
    const { id } = z.parse(MailTestReceipt, response.json());
    await expect.poll(async () => (await rowsOf(app)).map(({ id, state, recipient, kind }) => ({ id, state, recipient, kind }))).toEqual([
      { id, state: 'kept', recipient: 'operateur@example.fr', kind: 'test' },
    ]);
    const [entry] = await app.database.db.select().from(auditLog).where(eq(auditLog.action, 'mail-test'));
    expect(entry).toMatchObject({ actor: admin.email, target: `mail:${id}`, details: null });
    expect((await post(admin.headers, 'pas-une-adresse')).statusCode).toBe(400);

    const [someAdvisor] = await app.database.db.select({ id: advisors.id }).from(advisors).limit(1);
    const advisor = await signedIn(app, 'advisor', someAdvisor!.id);
    expect((await post(advisor.headers, 'voyant@example.fr')).statusCode).toBe(403);
    expect(await rowsOf(app)).toHaveLength(1);
  });
});

const started = await startPostgres();
const postgres: PostgresServer | null = 'url' in started ? started : null;
if (!postgres) console.warn(`[voyance] two-instance e-mail test skipped: ${'unavailable' in started ? started.unavailable : ''}`);
afterAll(() => postgres?.stop());

describe.skipIf(!postgres)('two instances on one PostgreSQL', () => {
  it('send 100 queued e-mails between them, each exactly once', async () => {
    const smtp = await sink();
    const config = testConfig({ DATABASE_URL: postgres!.url, SMTP_URL: smtp.url, MAIL_FROM });
    // One after the other: the first migrates and seeds.
    const a = await createApp(config, { mail: { ...FAST, batchSize: 5 } });
    apps.push(a);
    const b = await createApp(config, { mail: { ...FAST, batchSize: 5 } });
    apps.push(b);
    // Written by a third connection: neither instance is woken by it, both find the rows by polling.
    const writer = await openDatabase({ url: postgres!.url });
    try {
      await writer.db.transaction(async (tx) => {
        for (let n = 0; n < 100; n += 1) await enqueueMail(tx, letter(n));
      });
    } finally {
      await writer.close();
    }
    await expect.poll(() => smtp.messages.length, { timeout: 30_000 }).toBe(100);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(smtp.messages).toHaveLength(100);
    expect(subjects(smtp.messages)).toEqual(Array.from({ length: 100 }, (_, n) => letter(n).subject).sort());
    const rows = await a.database.db.select({ state: outbox.state, attempts: outbox.attempts }).from(outbox);
    expect(rows.filter((row) => row.state === 'sent' && row.attempts === 1)).toHaveLength(100);
  });

  it('wakes the instance that queued an e-mail, whose commit comes after the wake', async () => {
    const smtp = await sink();
    // Polling too slow to deliver within the test: only the wake can.
    const app = await createApp(testConfig({ DATABASE_URL: postgres!.url, SMTP_URL: smtp.url, MAIL_FROM }), { mail: { ...FAST, pollMs: 20_000 } });
    apps.push(app);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = performance.now();
    await app.database.db.transaction(async (tx) => {
      await enqueueMail(tx, letter(1000));
      // The wake is heard while this transaction is still open.
      await new Promise((resolve) => setTimeout(resolve, 150));
    });
    await expect.poll(() => smtp.messages.length, { timeout: 5_000, interval: 20 }).toBe(1);
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});

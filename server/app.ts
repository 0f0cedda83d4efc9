/**
 * Builds the product's HTTP server. Tests call createApp and use app.inject;
 * main.ts calls it and listens.
 */
import './zod-locale';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { RejectedAdvisor } from './catalogue/advisor-json';
import { Catalogue } from './catalogue/catalogue';
import { AgencySettingsHolder } from './agency/settings';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { openDatabase, type Database } from './db/open';
import { seedIfEmpty } from './db/seed';
import { frameworkErrorHandler, installErrorHandler, installNotFoundHandler } from './errors';
import { providerFromConfig } from './horoscope/provider';
import { createHoroscopeService } from './horoscope/service';
import { advisorRoutes } from './routes/advisors';
import { contactRoutes } from './routes/contact';
import { healthRoutes } from './routes/health';
import { mediaRoutes } from './routes/media';
import { previewRoutes } from './routes/previews';
import { seoRoutes } from './routes/seo';
import { consoleApi } from './console';
import { horoscopeRoutes } from './routes/horoscopes';
import { moonRoutes } from './routes/moon';
import { astroRoutes } from './routes/astro';
import { createBirthCharts } from './astro/birth-chart';
import { chartPlaceById } from './astro/chart-places';
import { createCompatibilities } from './astro/compatibility';
import { questionRoutes } from './routes/questions';
import { selfExclusionRoutes } from './routes/self-exclusion';
import { answerConnect, clientErrorHandler, clientErrorHttpOptions } from './client-errors';
import { httpTimeoutOptions } from './http-timeouts';
import { safeErrorFields } from './log-safe-error';
import { trackRouteMethods, withPages } from './method-not-allowed';
import { createLogger, installAccessLog, requestLoggers } from './logger';
import { installRequestHook } from './request-hook';
import { registerStatic } from './static';
import { LiveBus } from './live/event-bus';
import { eventRoutes } from './routes/events';
import { chatRoutes } from './routes/chat';
import { ChatHub } from './chat/chat-hub';
import { Presence } from './live/presence';
import { scheduleRetention } from './retention';
import { scheduleMissedRequests } from './chat/missed-requests';
import { scheduleOrderExpiry } from './orders/expiry';
import { stripeWebhookRoutes } from './payments/routes';
import { MailWorker, type MailWorkerOptions } from './mail/mail-worker';
import { alertRoutes } from './alerts/routes';
import { PresenceAlertSender } from './alerts/presence-alerts';
import { siteOrigin } from './chat/left-messages';
import { reviewRoutes } from './reviews/routes';

export interface AppOptions {
  /** An already open database (tests); otherwise opened from the config and closed with the app. */
  database?: Database;
  clock?: Clock;
  /**
   * How often the in-memory catalogue is also reloaded on a timer; 0 turns it
   * off. Changes made through the app reload it at once (live/event-bus.ts).
   */
  catalogueRefreshMs?: number;
  /** How often an open console chat stream checks its session (server/chat/chat-hub.ts); tests shorten it. */
  consoleStreamCheckMs?: number;
  /** How often presence renews its rows and pings the advisors' consoles (server/live/presence.ts); tests shorten it. */
  presenceHeartbeatMs?: number;
  /** How long a page's render may take before the shell page is served instead (server/page-rendering.ts); tests shorten it. */
  pageRenderTimeoutMs?: number;
  /** The e-mail worker's timings (server/mail/mail-worker.ts); tests shorten its timeouts and delays. */
  mail?: Partial<MailWorkerOptions>;
  /** How often « Prévenez-moi » looks for present advisors' subscriptions left to alert (server/alerts/presence-alerts.ts); tests shorten it. */
  alertSweepMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: Catalogue;
    database: Database;
    /** The live bus: its last status event is the one a page drawn now shows (server/page-rendering.ts). */
    live: LiveBus;
    /** This instance's e-mail worker (server/mail/mail-worker.ts). */
    mail: MailWorker;
    /** The agency's settings as this instance last read them, reloaded with the catalogue (server/agency/settings.ts). */
    agency: AgencySettingsHolder;
  }
}

/**
 * With PostgreSQL, every change made through the app reaches every instance by
 * NOTIFY. This slow reload remains for what no notification announces: a
 * change written to the database by hand (an operator's SQL fix) would
 * otherwise stay invisible until a restart.
 */
const SAFETY_REFRESH_MS = 10 * 60_000;

export async function createApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const log = createLogger(config.LOG_LEVEL);
  const app = Fastify({
    // No logger of Fastify's own: request.log is a child of the server's (server/logger.ts),
    // and Fastify writes no request lines of its own through it (the access log is ours).
    logger: false,
    childLoggerFactory: requestLoggers(log),
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 64 * 1024,
    ...httpTimeoutOptions,
    http: { ...httpTimeoutOptions.http, ...clientErrorHttpOptions },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    // Behind a reverse proxy the client address comes from X-Forwarded-For (the rate
    // limits need it); trusting it without a proxy would let anyone pick their address.
    trustProxy: config.TRUST_PROXY > 0 ? (_address: string, hop: number) => hop < config.TRUST_PROXY : false,
  });
  // Fastify's own messages (client errors, warnings) and ours go through app.log.
  app.log = log;
  installAccessLog(app, log);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  answerConnect(app.server);
  const routeMethods = trackRouteMethods(app);
  const clock = options.clock ?? systemClock;
  // First, so that a provider configured without its address stops the start before anything is opened.
  const horoscopes = createHoroscopeService({ clock, provider: providerFromConfig(config), log: app.log });
  app.addHook('onClose', async () => horoscopes.settled());

  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      onConnectionLost: (err) => app.log.warn({ error: safeErrorFields(err) }, 'database connection lost; the next query reconnects'),
    }));
  const seeded = await seedIfEmpty(database.db);
  if (seeded > 0) app.log.info({ advisors: seeded }, 'catalogue seeded');

  const catalogue = new Catalogue(database.db, clock);
  // An advisor the API's schema refuses is left out of the site; say so once per change, not on every reload.
  let lastRejected = '[]';
  const reportRejected = (rejected: RejectedAdvisor[]) => {
    const text = JSON.stringify(rejected);
    if (text !== lastRejected && rejected.length > 0) app.log.warn({ rejected }, 'advisors left out of the catalogue: their fields break the API schema');
    lastRejected = text;
  };
  // The agency's settings change on the catalogue's notification, and are read first: a page drawn for the new catalogue has them.
  const agency = new AgencySettingsHolder(database.db);
  // Listens to the other instances (and this one) before the catalogue's first load, so no change falls in between.
  const live = await LiveBus.start({
    database,
    url: config.DATABASE_URL,
    refreshCatalogue: async () => {
      await agency.reload();
      reportRejected(await catalogue.refresh());
    },
    log: app.log,
  });
  app.decorate('agency', agency);
  app.decorate('catalogue', catalogue);
  app.decorate('database', database);
  app.decorate('live', live);

  const refreshMs = options.catalogueRefreshMs ?? (database.kind === 'postgres' ? SAFETY_REFRESH_MS : 0);
  if (refreshMs > 0) {
    const timer = setInterval(() => {
      live.refreshCatalogue().catch((err: unknown) => app.log.warn({ error: safeErrorFields(err) }, 'catalogue refresh failed; serving the last one'));
    }, refreshMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  if (ownsDatabase) app.addHook('onClose', async () => database.close());
  // onClose hooks run last added first: the listener stops before the database closes.
  app.addHook('onClose', async () => live.close());

  installRequestHook(app);

  // API answers are compressed on the fly; the built files are served precompressed (server/static.ts).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } } });

  await app.register(swagger, {
    openapi: {
      info: { title: 'API Voyance', version: '1.0.0', description: 'Catalogue des voyants, horoscopes, question gratuite et contact.' },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());

  await app.register(advisorRoutes, { catalogue });
  await app.register(healthRoutes, { database });
  await app.register(horoscopeRoutes, { service: horoscopes });
  await app.register(moonRoutes, { clock });
  await app.register(astroRoutes, { charts: createBirthCharts(chartPlaceById), compatibilities: createCompatibilities(chartPlaceById) });
  await app.register(contactRoutes(database), { config });
  await app.register(selfExclusionRoutes(database), { config });
  await app.register(questionRoutes, { catalogue, database, config, clock });
  await app.register(seoRoutes, { catalogue, clock, publicOrigin: config.PUBLIC_ORIGIN });
  // Who is at their console, on any instance: the catalogue's `present` first, then the live streams (eventRoutes).
  const presence = await Presence.start({ db: database.db, bus: live, log: app.log, graceMs: config.PRESENCE_GRACE_SECONDS * 1000, heartbeatMs: options.presenceHeartbeatMs });
  catalogue.setConnected(presence.connected);
  presence.onChange((connected) => catalogue.setConnected(connected));
  // Before the live bus stops (onClose hooks run last added first): its rows go, and the others hear it.
  app.addHook('onClose', async () => presence.close());
  await app.register(eventRoutes, { bus: live, catalogue, database, streamsPerClient: config.LIVE_STREAMS_PER_CLIENT, presence });
  const chatHub = new ChatHub(database.db, live, app.log, options.consoleStreamCheckMs, presence);
  app.addHook('preClose', async () => chatHub.closeAll());
  const stopRetention = scheduleRetention(database.db, clock, app.log);
  app.addHook('onClose', async () => stopRetention());
  // Ends the live requests nobody accepted in time (every instance sweeps; the database decides who ends each).
  const stopMissed = scheduleMissedRequests({ db: database.db, live, log: app.log, acceptSeconds: config.CHAT_ACCEPT_SECONDS });
  app.addHook('onClose', async () => stopMissed());
  // Orders unpaid past their delay are expired (every instance sweeps; one UPDATE decides).
  const stopOrderExpiry = scheduleOrderExpiry(database.db, config.ORDER_EXPIRY_SECONDS, app.log);
  app.addHook('onClose', async () => stopOrderExpiry());
  // Sends what the outbox holds (or keeps it, without SMTP_URL); stopped before the database closes.
  const mail = await MailWorker.start(database, config, app.log, options.mail);
  app.decorate('mail', mail);
  app.addHook('onClose', async () => mail.stop());
  await app.register(chatRoutes, { database, catalogue, live, hub: chatHub, clock, config });
  // « Prévenez-moi »: its form and links, and this instance's sender of alerts (the database decides who sends each one).
  await app.register(alertRoutes, { database, catalogue, config });
  // Reviews of paid consultations: the form of a review link, the profile's reviews, the chat's link.
  await app.register(reviewRoutes, { database, catalogue, config, clock });
  const alerts = new PresenceAlertSender({ db: database.db, catalogue, log: app.log, origin: siteOrigin(config), sweepMs: options.alertSweepMs });
  app.addHook('onClose', async () => alerts.close());
  await app.register(consoleApi, { database, live, clock, config, hub: chatHub, presence });
  await app.register(mediaRoutes, { database });
  // Stripe's webhook: its own raw-body parser, in its own plugin.
  await app.register(stripeWebhookRoutes, { database, config, clock });
  await app.register(previewRoutes, { catalogue });

  const pageFallback = await registerStatic(app, { clock, timeoutMs: options.pageRenderTimeoutMs });
  installNotFoundHandler(app, pageFallback, pageFallback ? withPages(routeMethods) : routeMethods);
  return app;
}

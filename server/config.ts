/**
 * The server's configuration, read from the environment once at start.
 * A bad value stops the server with a message naming the variable.
 */
import * as z from 'zod';

const port = z.coerce.number().int().min(0).max(65535);

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** The provider is used only with both its key and its token; then it needs its address too. */
export const HOROSCOPE_URL_REQUIRED =
  'HOROSCOPE_API_URL est obligatoire quand HOROSCOPE_API_KEY et HOROSCOPE_API_TOKEN sont définis ' +
  '(adresse du service d’horoscope, par exemple https://json.astrologyapi.com)';

/** E-mails go out through an SMTP server only with an address to send them from. */
export const MAIL_FROM_REQUIRED =
  'MAIL_FROM est obligatoire quand SMTP_URL est défini (adresse d’expédition des e-mails, par exemple contact@voyance-etoilee.fr)';

/** smtp:// (STARTTLS when the server offers it) or smtps:// (TLS from the start), credentials allowed in the address. */
const smtpUrl = z
  .string()
  .regex(/^smtps?:\/\//, 'doit commencer par smtp:// ou smtps://')
  .refine((value) => URL.canParse(value) && new URL(value).hostname !== '', 'adresse de serveur SMTP invalide (par exemple smtps://utilisateur:mot-de-passe@smtp.example.fr:465)');

export const ConfigSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'doit commencer par postgres:// ou postgresql://')
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The site's public address for the sitemap (default: the address a request came to). */
  PUBLIC_ORIGIN: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** Number of reverse proxies in front of the server whose X-Forwarded-For is trusted (0: none). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Requests per client per minute on each POST route. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /**
   * Live streams (GET /api/events) one client address may hold open at once:
   * a page holds one, so this leaves room for a household or an office behind
   * one address, and stops one client from holding thousands of sockets.
   */
  LIVE_STREAMS_PER_CLIENT: z.coerce.number().int().min(1).default(50),
  /**
   * Live chat streams one console account may hold open at once (its tabs),
   * counted apart from visitors' LIVE_STREAMS_PER_CLIENT: an advisor behind
   * the same address as many visitors still gets their stream.
   */
  CONSOLE_STREAMS_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  /**
   * How long an advisor stays present after their last console connection
   * closed (server/live/presence.ts): a connection that drops and returns
   * within it does not flap their chat on visitors' pages. Sign-out ends
   * presence at once.
   */
  PRESENCE_GRACE_SECONDS: z.coerce.number().int().min(0).max(40).default(20),
  /**
   * How long a live chat request waits for the advisor to accept it before
   * it ends as missed (server/chat/missed-requests.ts): the visitor is then
   * offered other advisors and the message form; two missed in a row set the
   * advisor Hors ligne.
   */
  CHAT_ACCEPT_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  /** Chat messages one client address may send a minute, over all its conversations (one conversation: CHAT_LIMITS). */
  CHAT_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /**
   * How long an advisor's message stays unread by a visitor who left an
   * e-mail before it is e-mailed to them (server/chat/unread-mail.ts), at
   * most once an hour per conversation.
   */
  CHAT_UNREAD_MAIL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  /** How long an order waits for its payment before it is expired (server/orders/expiry.ts); 24 h. */
  ORDER_EXPIRY_SECONDS: z.coerce.number().int().min(1).max(30 * 86_400).default(86_400),
  /** Stripe's webhook signing secret (whsec_…): without it POST /api/payments/stripe answers 503 (server/payments/stripe-webhook.ts). */
  STRIPE_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().startsWith('whsec_', 'doit commencer par whsec_ (le secret de signature du webhook, dans le tableau de bord Stripe)').optional()),
  HOROSCOPE_API_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  HOROSCOPE_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  HOROSCOPE_API_TOKEN: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** The SMTP server e-mails go out through; without it they are kept in the outbox (console, E-mails). */
  SMTP_URL: z.preprocess(emptyAsUndefined, smtpUrl.optional()),
  /** The address e-mails are sent from (the agency's name is its display name). */
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.email('doit être une adresse e-mail (par exemple contact@voyance-etoilee.fr)').optional()),
}).superRefine((config, ctx) => {
  if (config.SMTP_URL && !config.MAIL_FROM) {
    ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: MAIL_FROM_REQUIRED });
  }
  if (config.HOROSCOPE_API_KEY && config.HOROSCOPE_API_TOKEN && !config.HOROSCOPE_API_URL) {
    ctx.addIssue({ code: 'custom', path: ['HOROSCOPE_API_URL'], message: HOROSCOPE_URL_REQUIRED });
  }
});

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = ConfigSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Configuration invalide :\n${lines.join('\n')}`);
}

/** The configuration tests start from: in-memory database, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...ConfigSchema.parse({}), DATA_DIR: 'memory://', LOG_LEVEL: 'silent', ...overrides };
}

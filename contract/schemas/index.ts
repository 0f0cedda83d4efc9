/**
 * The one contract between the server and the widgets: every request the server
 * accepts and every response a widget reads is parsed by these schemas.
 * zod/mini keeps the widgets' bundles small; the server uses the same objects.
 *
 * One file per subject, all re-exported here for the server and the tests.
 * Widget code imports the file it needs (`contract/schemas/horoscope`), never
 * this index: the embed build splits shared code by file, so a widget that
 * reached every schema through here would carry them all.
 */
export * from './advisor';
export * from './horoscope';
export * from './horoscope-why';
export * from './question';
export * from './contact';
export * from './server';
export * from './console/accounts';
export * from './console/advisors';
export * from './console/audit';
export * from './console/erasure';
export * from './console/inbox';
export * from './console/outbox';
export * from './console/params';
export * from './console/password-policy';
export * from './console/session';
export * from './chat';
export * from './moon';
export * from './astro-day';

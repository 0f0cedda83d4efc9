/** The LISTEN connection of the live events: PGlite's own, or a PostgreSQL connection that says when it was lost and is back. */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/open';
import { safeErrorFields } from '../log-safe-error';
import { CHANNELS, type Channel } from './channels';
import { listenPglite, listenPostgres, type NotificationSource, type OnNotification } from './notification-source';

export interface ListenOptions {
  database: Database;
  /** PostgreSQL's address, for the listening connection of its own (required with a PostgreSQL database). */
  url?: string | undefined;
  log: FastifyBaseLogger;
}

/** Listens to every channel of the live events; `onResumed`: PostgreSQL's connection is back after a loss. */
export function listenToChannels({ database, url, log }: ListenOptions, onNotification: OnNotification, onResumed: () => void): Promise<NotificationSource> {
  const channels: Channel[] = [CHANNELS.catalogue, CHANNELS.status, CHANNELS.chat, CHANNELS.presence];
  if (database.kind === 'pglite') {
    if (!database.pglite) throw new Error('PGlite database without its engine');
    return listenPglite(database.pglite, channels, onNotification);
  }
  if (!url) throw new Error('the live events need the PostgreSQL address (DATABASE_URL)');
  return listenPostgres({
    url,
    channels,
    onNotification,
    onLost: (error, retryInMs) =>
      log.warn({ error: error && safeErrorFields(error), retryInMs }, 'live events: the listening connection to PostgreSQL was lost; reconnecting'),
    onResumed: () => {
      log.info('live events: listening to PostgreSQL again; catching up');
      onResumed();
    },
  });
}

/**
 * GET /api/events: the public live stream (text/event-stream), one per page
 * and shared by all its widgets (their runtime's live-status.ts). It carries
 * every availability change as `event: status` with the status event's id;
 * a page resumes with Last-Event-ID (or `?lastEventId=` where a client
 * cannot set the header).
 *
 * The reply is taken over as an event stream (server/live/stream-reply.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { LIVE_EVENTS_PATH } from '../../contract/schemas/live';
import type { Advisor } from '../../contract/schemas/advisor';
import { ApiError } from '../../contract/schemas';
import type { Catalogue } from '../catalogue/catalogue';
import type { Database } from '../db/open';
import { safeErrorFields } from '../log-safe-error';
import type { LiveBus } from '../live/event-bus';
import type { Presence } from '../live/presence';
import { presenceMessage, snapshotMessage, statusMessage } from '../live/sse-messages';
import { SseHub } from '../live/sse-hub';
import { takeOverForStream } from '../live/stream-reply';
import { resumePoint, streamStart } from '../live/stream-start';

export interface EventRoutesOptions {
  bus: LiveBus;
  catalogue: Catalogue;
  database: Database;
  /** LIVE_STREAMS_PER_CLIENT (server/config.ts). */
  streamsPerClient: number;
  presence: Presence;
}

const TOO_MANY_STREAMS_MESSAGE = 'Trop de connexions en direct depuis cette adresse. Les disponibilités restent affichées\u202f; réessayez plus tard.';


export const eventRoutes: FastifyPluginAsyncZod<EventRoutesOptions> = async (app, { bus, catalogue, database, streamsPerClient, presence }) => {
  const hub = new SseHub();
  /** Who can be reached by chat, as last sent: sent again only when it changed (a status or a console connection). */
  let present = presenceMessage(catalogue.snapshot.all);
  const sendPresence = () => {
    const next = presenceMessage(catalogue.snapshot.all);
    if (next.message === present.message) return;
    present = next;
    hub.broadcast(null, present.message);
  };
  bus.onStatus((event) => {
    hub.broadcast(event.id, statusMessage(event));
    sendPresence();
  });
  // The catalogue took the new connected set first (server/app.ts registers it before).
  presence.onChange(sendPresence);
  // Before the server stops accepting and waits for open connections: a stream never ends by itself.
  app.addHook('preClose', async () => hub.closeAll());

  /** The snapshot of the current catalogue, formatted once per catalogue and event id. */
  let snapshot: { all: readonly Advisor[]; lastId: number; message: string } | null = null;
  const currentSnapshot = () => {
    const { all } = catalogue.snapshot;
    const lastId = bus.lastStatusId;
    if (snapshot?.all !== all || snapshot.lastId !== lastId) snapshot = { all, lastId, message: snapshotMessage(lastId, all) };
    return snapshot;
  };

  app.get(
    LIVE_EVENTS_PATH,
    {
      schema: {
        tags: ['direct'],
        summary: 'Disponibilités en direct (text/event-stream)',
        description:
          'Un flux Server-Sent Events : `event: status` à chaque changement de disponibilité (`data` : `{"id": <voyant>, "status": "available"}`, `"busy"` ou `"offline"`), ' +
          '`event: snapshot` avec tous les statuts à l’ouverture ou quand les événements manqués ne sont plus connus. ' +
          'La présence (voyant joignable par tchat : connecté à la console et Disponible) arrive en `event: snapshot` sans id, à l’ouverture et à chaque changement, ' +
          'chaque voyant sous son id négatif (`{"id": -3, "status": "available"}` : le voyant 3 est joignable par tchat). ' +
          'Reprise avec l’en-tête Last-Event-ID ou le paramètre `lastEventId`.',
        querystring: z.object({ lastEventId: z.optional(z.string()) }),
        response: { 429: ApiError },
      },
    },
    async (request, reply) => {
      // Each stream holds a socket for as long as the page stays open: one address may not hoard them.
      const headers = takeOverForStream(request, reply, { open: hub.openFrom(request.ip), max: streamsPerClient, message: TOO_MANY_STREAMS_MESSAGE });
      if (!headers) return;
      const client = hub.open(reply.raw, headers, request.ip);
      const { id: resumeFrom, presenceStamp } = resumePoint(request.headers['last-event-id'], request.query.lastEventId);
      let first = '';
      let lastId: number;
      // A page that already shows the presence of now is not sent it: it parses nothing on load.
      const knowsPresence = presenceStamp === present.stamp;
      try {
        const start = await streamStart(database.db, resumeFrom, bus.lastStatusId);
        if (start.kind === 'replay') {
          first = start.events.map(statusMessage).join('');
          lastId = start.lastId;
        } else {
          ({ message: first, lastId } = currentSnapshot());
        }
      } catch (error) {
        // The database is away: the catalogue in memory still knows every status.
        request.log.warn({ error: safeErrorFields(error) }, 'live events: catch-up unavailable; snapshot from memory');
        ({ message: first, lastId } = currentSnapshot());
      }
      hub.release(client, first, lastId);
      // After the replay and what was queued meanwhile: the presence as it is now (a change meanwhile was queued for it).
      if (!knowsPresence) hub.send(client, null, present.message);
    },
  );
};

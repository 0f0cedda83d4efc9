/**
 * Availability, live: ONE EventSource per page and API base (GET /api/events),
 * shared by every widget; opened when the first status dot mounts, closed
 * when the last one goes. Each status event patches that advisor in every
 * cached query of the base (lists, single advisors, picks), so every dot
 * changes at once, then asks again for the lists on show so that their order
 * and filters (available first, the chat's available advisors) follow the
 * server. The statuses heard also go over what a widget mounted later
 * fetched (an HTTP cache may hold a list up to a minute old), and to the dots
 * whose advisor no query holds (the free question's suggestions). If the
 * stream drops, what is shown stays; EventSource reconnects by itself and
 * resumes with Last-Event-ID. A page the server drew says which event its
 * statuses are as of (resumeLiveStatus): its stream starts after that one,
 * and an unchanged catalogue sends nothing, so the page parses nothing
 * (and loads no zod) before the visitor acts.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { resolveBase } from './api';
import { LIVE_EVENTS_PATH } from '../../contract/domain/live-events';
import { EVENT_SOURCE_REOPEN_MS } from '../../contract/domain/reconnection';
import { liveCache } from './live-cache';
import { safeParseAnswer } from './schema-source';
import { liveSnapshotSchema } from './schema-loaders/lazy/live';
import { specStatusOf, type Availability } from '../../contract/domain/availability';
import { useWidget } from './widget-context';

/** The stream says availabilities by name; the cached advisors are the API's, whose status is the spec's code. */
type Statuses = Map<number, Availability>;

/** Per API base: the last availability heard of each advisor, and the stream while dots show. */
interface Live {
  statuses: Statuses;
  users: number;
  source?: EventSource;
  /** The event the page was drawn as of (resumeLiveStatus): each stream of the base starts after it. */
  resumeFrom?: string;
  /** The events heard, applied in turn: the first waits for its schema to load. */
  applied: Promise<void>;
}
const bases = new Map<string, Live>();

function liveOf(base: string): Live {
  let live = bases.get(base);
  if (!live) bases.set(base, (live = { statuses: new Map(), users: 0, applied: Promise.resolve() }));
  return live;
}

/**
 * The page's data holds the statuses as of live event `eventId` (a page the
 * server drew: site/takeover.tsx): the base's stream, when it opens, sends
 * only what changed since.
 */
export function resumeLiveStatus(eventId: string, base = resolveBase()): void {
  liveOf(base).resumeFrom ??= eventId;
}

/** Every dot's re-render, on every event. */
const listeners = new Set<() => void>();

/** The value with the availabilities heard over its advisors' status codes, or itself when nothing differs. */
function withStatuses<T>(value: T, statuses: Statuses): T {
  if (Array.isArray(value)) {
    const next = value.map((item: unknown) => withStatuses(item, statuses));
    return next.some((item, i) => item !== value[i]) ? (next as T) : value;
  }
  const advisor = value as { id: number; status?: string } | null;
  // Only advisors have a status (a review, say, has an id of its own).
  const heard = advisor?.status && statuses.get(advisor.id);
  const status = heard && specStatusOf(heard);
  return status && status !== advisor!.status ? ({ ...advisor, status } as T) : value;
}

/**
 * Patches every cached query of the base (horoscopes hold no advisor: left
 * as they are); then, on a status event or a change, asks again for the
 * lists on show (a failure keeps the patched list).
 */
function patchCache(base: string, statuses: Statuses, refetch: boolean): void {
  const { client, fetchList } = liveCache;
  if (!client) return;
  const queries = client.getQueryCache().findAll({ queryKey: ['voyance', base] });
  for (const { queryKey, state } of queries) {
    const data = withStatuses(state.data, statuses);
    if (data !== state.data) {
      client.setQueryData(queryKey, data);
      refetch = true;
    }
  }
  if (!refetch || !fetchList) return;
  for (const query of queries) {
    const { queryKey } = query;
    // The lists (an array under its path); the spotlight's pick is one advisor, patched above.
    if (Array.isArray(query.state.data) && query.getObserversCount()) {
      fetchList(base, String(queryKey[2])).then((list) => client.setQueryData(queryKey, withStatuses(list, statuses)), () => {});
    }
  }
}

function open(base: string, live: Live): EventSource {
  const { statuses } = live;
  // Opened again later (the last dot went, then a new one came), it gets every change since the page was drawn, or a snapshot.
  const source = new EventSource(base + LIVE_EVENTS_PATH + (live.resumeFrom ? `?lastEventId=${live.resumeFrom}` : ''));
  // A network error is retried by EventSource itself; an HTTP error closes it: a new one, later, if dots still show.
  // Not by keepOpen (contract/domain/reconnection.ts): it made this budgeted code 1,117 bytes gzip instead of 1,019.
  source.onerror = () => {
    if (source.readyState !== 2) return;
    setTimeout(() => {
      if (live.users && live.source === source) live.source = open(base, live);
    }, EVENT_SOURCE_REOPEN_MS);
  };
  const on = (type: 'status' | 'snapshot') =>
    source.addEventListener(type, (event) => {
      // A message that is not JSON, or not a status, is left out; the next ones still apply.
      live.applied = live.applied
        .then(async () => {
          // A status event is one entry of a snapshot: both are read as one.
          const parsed = await safeParseAnswer(liveSnapshotSchema, [JSON.parse((event as MessageEvent<string>).data)].flat());
          if (!parsed.success) return;
          for (const { id, status } of parsed.data) statuses.set(id, status);
          // A status event may concern an advisor no list holds yet (one who becomes available joins the chat's list).
          patchCache(base, statuses, type === 'status');
          for (const listener of listeners) listener();
        })
        .catch(() => {});
    });
  on('status');
  on('snapshot');
  return source;
}

/** Keeps the base's stream open while the caller is subscribed; `onChange` hears every event. */
function watchLiveStatus(base: string, onChange: () => void): () => void {
  // No EventSource (a server render, a test page): the statuses stay as fetched.
  if (typeof EventSource === 'undefined') return () => {};
  const live = liveOf(base);
  // The first dot opens the stream; a later one (a widget mounted since) gets the statuses heard.
  if (live.users++) patchCache(base, live.statuses, false);
  else live.source = open(base, live);
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (!--live.users) live.source!.close();
  };
}

/**
 * For a status dot: keeps the page's stream open while it shows, and gives
 * the advisor's last availability heard live (undefined: none heard yet, or no id).
 */
export function useLiveStatus(advisorId?: number): Availability | undefined {
  const { apiBase } = useWidget();
  const subscribe = useCallback((onChange: () => void) => watchLiveStatus(apiBase, onChange), [apiBase]);
  const read = () => bases.get(apiBase)?.statuses.get(advisorId!);
  return useSyncExternalStore(subscribe, read, read);
}

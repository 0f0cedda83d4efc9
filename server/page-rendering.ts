/**
 * Every page arrives complete: the site's renderer (dist/ssr/render.mjs,
 * built from site/server-render.tsx) draws it with its widgets' data, which
 * it asks of this server's own routes, in process. A rendered page is kept
 * per path (an address whose query holds its data, a birth chart's or a
 * compatibility's, is drawn each time: the answer itself is cached by its route) until the catalogue or the agency's identity changes (on every
 * instance: both reload at a change's notification) or the Paris day turns
 * (horoscopes, picks of the day), with its ETag and its compressed forms computed once.
 * Without the renderer (a partial build), or when a render fails or takes too
 * long, the caller serves the shell page: never a 500 to the visitor.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type * as ServerRender from '../site/server-render';
import { parisDay } from '../contract/domain/paris-day';
import type { Clock } from './clock';
import { safeErrorFields } from './log-safe-error';
import { pagePath, pageRouteOf } from './page-routes';
import { paths } from './paths';
import { presenceMessage } from './live/sse-messages';
import { readyAnswer, type ReadyAnswer } from './routes/ready-json';

/** Enough for every page of the site (about 110) and as many profiles again; beyond, the oldest go first. */
const MAX_PAGES = 400;
/** A render waits for the server's own routes (a horoscope provider among them); past this the visitor gets the shell page. */
const RENDER_TIMEOUT_MS = 3000;

export type PageRenderer = (path: string) => Promise<ReadyAnswer | null>;

interface Kept {
  answer: ReadyAnswer;
  /** What the page was drawn from: when any changes, it is drawn again. */
  snapshot: object;
  agency: object;
  day: string;
}

/** The renderer's way to the data: the app's own routes, in process, answered as a fetch would be. */
export const injectLoader =
  (app: FastifyInstance): ServerRender.LoadApi =>
  async (apiPath) => {
    const answer = await app.inject({ method: 'GET', url: apiPath, headers: { accept: 'application/json' } });
    // A 204 may not carry a body, not even an empty one.
    return new Response(answer.statusCode === 204 ? null : answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };

/** `template` is the site's shell page (dist/site/index.html), into which each page is rendered. */
export async function loadPageRenderer(app: FastifyInstance, clock: Clock, template: string, timeoutMs = RENDER_TIMEOUT_MS): Promise<PageRenderer | null> {
  if (!existsSync(paths.serverRenderer)) return null;
  const { renderPage } = (await import(pathToFileURL(paths.serverRenderer).href)) as typeof ServerRender;
  const kept = new Map<string, Kept>();
  const load = injectLoader(app);

  async function render(path: string): Promise<ReadyAnswer | null> {
    const snapshot = app.catalogue.snapshot;
    const agency = app.agency.identity;
    const day = parisDay(clock());
    const found = kept.get(path);
    if (found && found.snapshot === snapshot && found.agency === agency && found.day === day) return found.answer;
    try {
      // Read before the data: the catalogue holds every status event up to it (server/live/event-bus.ts),
      // so the page's statuses are at least that recent, and its live stream resumes from there.
      const liveFrom = `${app.live.lastStatusId}.${presenceMessage(snapshot.all).stamp}`;
      const page = await renderPage(template, path, load, { timeoutMs, liveFrom, agency });
      if (!page) {
        app.log.warn({ route: pageRouteOf(pagePath(path)), timeoutMs }, 'page render took too long; the shell page is served');
        return null;
      }
      // Counted, not printed: what the widgets say (a slug not found) names what the visitor typed.
      if (page.widgetMessages > 0) app.log.debug({ route: pageRouteOf(pagePath(path)), widgetMessages: page.widgetMessages }, 'widgets logged while the page was drawn');
      const answer = readyAnswer(page.html);
      // An address holding its data (`/theme-astral?date=…`, `/compatibilite?date1=…`) is drawn each time, never kept:
      // there are as many as births, and a stream of made-up ones would push the site's pages out of the memo.
      if (page.complete && !path.includes('?')) {
        kept.delete(path);
        if (kept.size >= MAX_PAGES) kept.delete(kept.keys().next().value!);
        kept.set(path, { answer, snapshot, agency, day });
      }
      return answer;
    } catch (error) {
      app.log.error({ route: pageRouteOf(pagePath(path)), error: safeErrorFields(error) }, 'page render failed; the shell page is served');
      return null;
    }
  }
  return render;
}

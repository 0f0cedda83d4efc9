/**
 * Every route of the site rendered by the server (SPEC.md section 2), with
 * the components the browser runs: the shell, the page, and each widget with
 * its data, its shadow root written as declarative shadow DOM. Built by
 * scripts/build-pages.ts into dist/ssr/render.mjs, which the server loads
 * (server/page-rendering.ts). Rendered with the flavour's runtime, whose
 * app in the browser hydrates this HTML where it is (site/takeover.tsx).
 */
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { pendingQueries, queryClient, pageQueries, setLogSink, setPageDrawnAt, transport } from '../widgets/server-data';
import { withDeclarativeShadowRoots } from '../widgets/server-markup';
import { agencyScript, escapeHtml, setAgencyIdentity, type AgencyIdentity } from './agency-identity';
import { App } from './app';
import { SITE } from './config';
import { drawnPage, preloadEveryPage } from './lazy-page';
import { DRAWN_AT_ATTRIBUTE, fullTitle, LIVE_FROM_ATTRIBUTE, metaTags, PAGE_QUERIES_ID, prerenderedMeta, STRUCTURED_DATA_ID, type PageMeta } from './page-meta';
import { scriptJson } from './script-json';
import { jsonLdText } from './structured-data';

/** Answers an API path (`/api/users`) as a fetch would: the server asks its own routes. */
export type LoadApi = (path: string) => Promise<Response>;

export interface RenderedPage {
  /** The whole document. */
  html: string;
  meta: PageMeta;
  /** Every widget's data arrived: a page drawn around a failed request is not one to keep. */
  complete: boolean;
  /** How many lines the widgets would have logged while drawing it (a slug not found…): counted, never printed. */
  widgetMessages: number;
}

/**
 * The widgets' log lines during a render: what they name (a slug, an address
 * in the path) is what a visitor typed, and the server's log never holds it.
 */
let widgetMessages = 0;
setLogSink(() => {
  widgetMessages++;
});

// A render is synchronous: every page's file is loaded before the first.
await preloadEveryPage();

/** Widgets whose data depends on other data (a profile, then its offers) need a round per level. */
const MAX_FETCH_ROUNDS = 3;

// A query that failed is drawn as failed (a profile not found says « Voyant non trouvé »), not as
// pending: TanStack shows a failed query without data as pending while it would retry on mount,
// and nothing retries here; the browser, whose query client is its own, still does.
queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false } });

/** The widgets share one query cache, so pages are rendered one at a time. */
let queue: Promise<unknown> = Promise.resolve();

function exclusive<T>(work: () => Promise<T>): Promise<T> {
  const turn = queue.then(work, work);
  queue = turn.catch(() => undefined);
  return turn;
}

/** The page's markup: the app at `path`, then its widgets drawn with whatever the cache holds. */
function renderBody(path: string): { body: string; meta: PageMeta; page: string | null } {
  prerenderedMeta.current = null;
  drawnPage.key = null;
  const body = withDeclarativeShadowRoots(
    renderToString(
      <Router ssrPath={path}>
        <App />
      </Router>,
    ),
  );
  const meta = prerenderedMeta.current as PageMeta | null;
  if (!meta) throw new Error(`${path} set no page meta`);
  return { body, meta, page: drawnPage.key };
}

/** Resolves true once `work` settles, false if `ms` pass first. */
function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.max(0, ms));
  });
  return Promise.race([work.then(() => true), late]).finally(() => clearTimeout(timer));
}

export interface RenderOptions {
  timeoutMs: number;
  /**
   * Where the page's live stream resumes (site/takeover.tsx): the last status
   * event the data is as recent as, and the stamp of the presence it shows
   * (`<id>.<stamp>`, server/live/sse-messages.ts).
   */
  liveFrom: string;
  /** The agency's identity as the agency set it (server/agency/settings.ts): printed, and written in the page for the browser's first render. */
  agency: AgencyIdentity;
}

/**
 * Renders `path` into `template` (dist/site/index.html): rendered once, the
 * queries it started are answered by `load`, and it is rendered again with
 * their data, until no widget waits. Null when that takes more than
 * `timeoutMs` (waiting for the pages before it included): its requests are
 * cancelled, so the next page does not wait behind it.
 */
export function renderPage(template: string, path: string, load: LoadApi, { timeoutMs, liveFrom, agency }: RenderOptions): Promise<RenderedPage | null> {
  const deadline = Date.now() + timeoutMs;
  return exclusive(async () => {
    queryClient.clear();
    widgetMessages = 0;
    // One clock for the whole render (its rounds), written in the page for the browser's first render.
    const drawnAt = Date.now();
    setPageDrawnAt(drawnAt);
    setAgencyIdentity(agency);
    transport.fetch = (url) => load(url);
    let rendered = renderBody(path);
    for (let round = 0; round < MAX_FETCH_ROUNDS; round++) {
      const waiting = pendingQueries();
      if (waiting.length === 0) break;
      const answered = Promise.all(waiting.map((query) => query.fetch({ ...query.options, retry: false }).catch(() => undefined)));
      if (!(await settlesWithin(answered, deadline - Date.now()))) {
        await queryClient.cancelQueries();
        return null;
      }
      rendered = renderBody(path);
    }
    const complete = pendingQueries().length === 0 && queryClient.getQueryCache().getAll().every((query) => query.state.status !== 'error');
    const withHead = fillSlot(template, /<title>[\s\S]*?<\/title>\s*<meta name="description"[^>]*>/, headTags(rendered.meta));
    // The page's name: the browser loads that page's file before it takes the HTML over.
    const html = fillSlot(withHead, '<div id="app"></div>', `<div id="app"${rendered.page ? ` data-page="${rendered.page}"` : ''} ${LIVE_FROM_ATTRIBUTE}="${liveFrom}" ${DRAWN_AT_ATTRIBUTE}="${drawnAt}">${rendered.body}</div>${agencyScript(agency)}${pageQueriesScript()}`);
    return { html, meta: rendered.meta, complete, widgetMessages };
  });
}

/**
 * `template` with its first `slot` replaced by `content`, taken as it is. A
 * string given to String.replace as the replacement is read as a pattern
 * (`$'`, `` $` ``, `$&`, `$1`, `$<name>`): an advisor's title holding `$'`
 * would copy the rest of the template into the page. A function's result is not.
 */
const fillSlot = (template: string, slot: string | RegExp, content: string): string => template.replace(slot, () => content);

function pageQueriesScript(): string {
  const queries = pageQueries();
  return queries.length === 0 ? '' : `<script type="application/json" id="${PAGE_QUERIES_ID}">${scriptJson(queries)}</script>`;
}

/** The head tags of a page, as usePageMeta sets them in the browser. */
export function headTags(meta: PageMeta): string {
  const url = SITE.origin + meta.path;
  return [
    `<title>${escapeHtml(fullTitle(meta.title))}</title>`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...metaTags(meta).map(({ attribute, key, content }) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`),
    ...(meta.structuredData ? [`<script type="application/ld+json" id="${STRUCTURED_DATA_ID}">${jsonLdText(meta.structuredData)}</script>`] : []),
  ].join('\n    ');
}

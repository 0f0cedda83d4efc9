/**
 * Pages a test file keeps open from one test to the next, one per set of
 * context options (a width, touch, a CSP bypass…). Navigating a page that is
 * already open reuses its renderer process, its HTTP cache and the scripts it
 * has compiled: on two cores a new context and page cost 0.4–0.8 s and their
 * first load 0.6–0.8 s, a load in an open page 0.2–0.4 s. Over two hundred
 * e2e tests that is minutes of CPU.
 *
 * What a test leaves behind is wiped when it hands the page back: its
 * listeners, routes, cookies, permissions, viewport, emulated media, the tabs
 * it opened and the storage of the origin the page ends on. A test whose
 * subject is a first visit (an empty cache, what loads and when), or that
 * changes what a context holds beyond that (geolocation, offline, init
 * scripts), takes a fresh one instead: its own context, closed with it.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { contextOptions } from './browser';
import { appTookOver } from './page-settled';

export interface WarmPage {
  page: Page;
  /** Uncaught errors of the page since this test took it. */
  errors: string[];
  /** Hands the page back, wiped, for the next test. */
  close: () => Promise<void>;
}

interface Slot {
  context: BrowserContext;
  page: Page;
  settings: BrowserContextOptions;
  busy: boolean;
}

export class WarmPages {
  private readonly slots = new Map<string, Slot>();

  /** @param browser read when a page is first needed: files connect to the browser in beforeAll. */
  constructor(private readonly browser: () => Browser) {}

  async open(width: number, options: BrowserContextOptions = {}): Promise<WarmPage> {
    const settings = contextOptions(width, options);
    const key = JSON.stringify(settings);
    let slot = this.slots.get(key);
    // A test that holds two pages of the same kind at once gets a page of its own for the second.
    if (slot?.busy) return this.fresh(width, options);
    if (!slot || slot.page.isClosed()) {
      const context = await this.browser().newContext(settings);
      slot = { context, page: await context.newPage(), settings, busy: false };
      this.slots.set(key, slot);
    }
    slot.busy = true;
    const taken = slot;
    const errors = listenForErrors(taken.page);
    return { page: taken.page, errors, close: () => this.wipe(taken) };
  }

  /** open(), then a load of url once the app has taken it over; beforeLoad adds what must watch the load (listeners). */
  async visit(url: string, width: number, options: BrowserContextOptions = {}, beforeLoad?: (opened: WarmPage) => void): Promise<WarmPage> {
    const opened = await this.open(width, options);
    try {
      beforeLoad?.(opened);
      await opened.page.goto(url);
      // What a test taps is the app's, not the server's copy the app is about to replace.
      if (options.javaScriptEnabled !== false) await appTookOver(opened.page);
    } catch (error) {
      await opened.close();
      throw error;
    }
    return opened;
  }

  /** Closes every page: in afterAll. */
  async closeAll(): Promise<void> {
    await Promise.all([...this.slots.values()].map((slot) => slot.context.close().catch(() => undefined)));
    this.slots.clear();
  }

  /** A page in a context of its own, closed by close(): for a first visit, or a test that adds init scripts. */
  async fresh(width: number, options: BrowserContextOptions = {}): Promise<WarmPage> {
    const context = await this.browser().newContext(contextOptions(width, options));
    const page = await context.newPage();
    return { page, errors: listenForErrors(page), close: () => context.close() };
  }

  private async wipe(slot: Slot): Promise<void> {
    const { page, context } = slot;
    try {
      // A tab the test opened (a link with target=_blank) closes with it.
      await Promise.all(context.pages().filter((other) => other !== page).map((other) => other.close()));
      page.removeAllListeners();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      await context.clearCookies();
      // Permissions back to what the options granted (a test may have refused one through CDP).
      await context.clearPermissions();
      if (slot.settings.permissions) await context.grantPermissions(slot.settings.permissions);
      if (slot.settings.viewport) await page.setViewportSize(slot.settings.viewport);
      await page.emulateMedia({ media: null, colorScheme: slot.settings.colorScheme ?? null, reducedMotion: slot.settings.reducedMotion ?? null });
      // Storage belongs to the page's origin; a page on about:blank or an error page has none to clear.
      await page.evaluate(() => {
        try {
          localStorage.clear();
          sessionStorage.clear();
        } catch {
          /* no storage on this document */
        }
      });
      slot.busy = false;
    } catch {
      // A page that cannot be wiped (crashed, closed by the test) is not lent again.
      this.slots.forEach((value, key) => value === slot && this.slots.delete(key));
      await context.close().catch(() => undefined);
    }
  }
}

function listenForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The built server and the Chromium that tests/setup/e2e-global-setup.ts
 * starts once for the whole e2e project: a file reaches them here instead of
 * starting its own (several seconds each, and hundreds of MB of memory).
 */
import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';
import { WarmPages } from './warm-pages';

/** The shared built server, with startBuiltProduct's default environment. Nothing to stop: the run owns it. */
export function sharedServer(): { url: string } {
  return { url: inject('e2eServerUrl') };
}

/** A connection to the shared Chromium; its close() closes this file's contexts and disconnects, the browser stays up. */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('e2eBrowserEndpoint'));
}

/**
 * The shared Chromium for one test file, connected in beforeAll, and the
 * file's warm pages (tests/helpers/warm-pages.ts); both closed in afterAll.
 */
export function sharedBrowser(): { pages: WarmPages } {
  let browser: Browser | undefined;
  const current = () => {
    if (!browser) throw new Error('the shared browser is connected in beforeAll');
    return browser;
  };
  const pages = new WarmPages(current);
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await pages.closeAll();
    await browser?.close();
  });
  return { pages };
}

/**
 * End-to-end helpers: the built product served by its real entry point on a
 * loopback port, and the Debian Chromium driven by playwright-core.
 */
import { chromium, type Browser, type BrowserContextOptions, type LaunchOptions } from 'playwright-core';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../server/paths';
import { startNodeServer, type ServerProcess } from '../../scripts/node-process';
import { SERVER_ARGS, SERVER_ENTRY } from '../../scripts/server-command';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const WIDTHS = { mobile: 375, tablet: 768, desktop: 1280 } as const;

/** How the Debian Chromium is started, by a test of its own or by the e2e project's shared browser server. */
export function chromiumOptions(): LaunchOptions {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: .ci/run installs Debian’s chromium`);
  return { executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumOptions());
}

/** Starts the built server (npm run build first) with an in-memory database; a busy machine may need a longer start timeout. */
export function startBuiltProduct(env: Record<string, string> = {}, startTimeoutMs?: number): Promise<ServerProcess> {
  const entry = join(PROJECT_ROOT, SERVER_ENTRY);
  if (!existsSync(entry) || !existsSync(join(PROJECT_ROOT, 'dist/site/index.html'))) throw new Error('the product is not built: run npm run build');
  return startNodeServer([...SERVER_ARGS], { PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '1000', LIVE_STREAMS_PER_CLIENT: '1000', ...env }, startTimeoutMs);
}

/** A French visitor's context at a width (900 px high unless options say otherwise). */
export function contextOptions(width: number, options: BrowserContextOptions = {}): BrowserContextOptions {
  return { viewport: { width, height: 900 }, locale: 'fr-FR', ...options };
}


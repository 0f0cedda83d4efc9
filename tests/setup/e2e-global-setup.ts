/**
 * The e2e project's shared fixtures: ONE built server (the default
 * environment of startBuiltProduct) and ONE Chromium, started once per run
 * instead of once per file. Each file connects to them through the addresses
 * provided here (tests/helpers/browser.ts: sharedProduct, connectBrowser);
 * a file that needs another environment still starts its own server.
 *
 * The server runs on a copy of the run's seeded data folder (global-setup.ts,
 * listed before this file): it opens the catalogue instead of migrating and
 * seeding an empty in-memory database, the e2e run's first seconds.
 */
import { rmSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumOptions, startBuiltProduct } from '../helpers/browser';
import { seededFolderCopy } from '../helpers/seeded-folder';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eServerUrl: string;
    e2eBrowserEndpoint: string;
  }
}

/** A busy shared machine can take minutes to start the server (PGlite migrations and seed). */
const START_TIMEOUT_MS = 200_000;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = seededFolderCopy('voyance-e2e-shared-', project.getProvidedContext().seededDataFolder);
  const [server, browser] = await Promise.all([startBuiltProduct({ DATA_DIR: dataDir }, START_TIMEOUT_MS), chromium.launchServer(chromiumOptions())]);
  // An interrupted run (Ctrl-C) skips the teardown below: the server must not outlive it.
  const killServer = () => server.child.kill('SIGKILL');
  process.once('exit', killServer);
  project.provide('e2eServerUrl', server.url);
  project.provide('e2eBrowserEndpoint', browser.wsEndpoint());
  return async () => {
    process.off('exit', killServer);
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

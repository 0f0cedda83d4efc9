/**
 * The e2e project's shared fixtures: ONE built server (the default
 * environment of startBuiltProduct) and ONE Chromium, started once per run
 * instead of once per file. Each file connects to them through the addresses
 * provided here (tests/helpers/browser.ts: sharedProduct, connectBrowser);
 * a file that needs another environment still starts its own server.
 */
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumOptions, startBuiltProduct } from '../helpers/browser';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eServerUrl: string;
    e2eBrowserEndpoint: string;
  }
}

/** A busy shared machine can take minutes to start the server (PGlite migrations and seed). */
const START_TIMEOUT_MS = 200_000;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [server, browser] = await Promise.all([startBuiltProduct({}, START_TIMEOUT_MS), chromium.launchServer(chromiumOptions())]);
  // An interrupted run (Ctrl-C) skips the teardown below: the server must not outlive it.
  const killServer = () => server.child.kill('SIGKILL');
  process.once('exit', killServer);
  project.provide('e2eServerUrl', server.url);
  project.provide('e2eBrowserEndpoint', browser.wsEndpoint());
  return async () => {
    process.off('exit', killServer);
    await browser.close();
    await server.stop();
  };
}

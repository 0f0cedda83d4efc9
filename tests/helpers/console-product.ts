/**
 * The built product the console's e2e files run on: a copy of the seeded
 * data folder, its accounts created by the real command (`npm run operator`,
 * the password piped, as an operator does), then the server started on it,
 * with axe served beside it for the accessibility checks. consoleProduct()
 * registers the file's hooks (started in beforeAll, stopped and the folder
 * removed in afterAll), as sharedBrowser() does for the browser.
 */
import { rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import * as z from 'zod/mini';
import { SHELL_TEXTS, SIGN_IN_TEXTS } from '../../console/texts';
import { Advisor } from '../../contract/schemas/advisor';
import { serveAxe, type AxeServer } from './axe-server';
import { startBuiltProduct } from './browser';
import { runProjectScript } from './run-script';
import { seededFolderCopy } from './seeded-folder';
import type { ServerProcess } from './server-process';

export interface ConsoleAccount {
  email: string;
  password: string;
  role: 'admin' | 'advisor';
  /** An advisor account's advisor, by slug. */
  slug?: string;
}

/** `npm run operator -- create …` on `dataDir` (no server may hold it). */
async function createAccount(dataDir: string, { email, password, role, slug }: ConsoleAccount): Promise<void> {
  const args = ['create', '--email', email, '--role', role, ...(slug ? ['--advisor', slug] : [])];
  const run = await runProjectScript('scripts/operator.ts', args, { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' }, { input: `${password}\n` });
  if (run.code !== 0) throw new Error(`npm run operator -- ${args.join(' ')} failed:\n${run.stdout}${run.stderr}`);
}

export class ConsoleProduct {
  #server: ServerProcess | undefined;
  #axe: AxeServer | undefined;

  /** Set by the hooks consoleProduct() registers. */
  started(server: ServerProcess, axe: AxeServer): void {
    this.#server = server;
    this.#axe = axe;
  }

  /** How the server was started (its data folder and environment), for restart(). */
  startedWith: Record<string, string> = {};

  /**
   * Stops the server, runs `meanwhile` (what a visitor does during the
   * outage), and starts it again on the same data folder and the same port
   * (a release, a crash): what the browsers hold must survive it.
   */
  async restart(meanwhile: () => Promise<void> = async () => {}): Promise<void> {
    const { port } = new URL(this.url);
    await this.server.stop();
    await meanwhile();
    this.#server = await startBuiltProduct({ ...this.startedWith, PORT: port }, 200_000);
  }

  get server(): ServerProcess {
    if (!this.#server) throw new Error('the console product starts in beforeAll');
    return this.#server;
  }

  get axe(): AxeServer {
    if (!this.#axe) throw new Error('the console product starts in beforeAll');
    return this.#axe;
  }

  get url(): string {
    return this.server.url;
  }

  /** An advisor as the public API serves it. */
  async publicAdvisor(slug: string): Promise<Advisor> {
    return z.parse(Advisor, await (await fetch(`${this.url}/api/users/by-slug/${slug}`)).json());
  }

  /** The sign-in form, filled and sent; resolves once the signed-in shell shows. */
  async signIn(page: Page, who: { email: string; password: string }, path = '/gestion/'): Promise<void> {
    await page.goto(this.url + path);
    await page.getByLabel(SIGN_IN_TEXTS.email, { exact: true }).fill(who.email);
    await page.getByLabel(SIGN_IN_TEXTS.password, { exact: true }).fill(who.password);
    await page.getByRole('button', { name: SIGN_IN_TEXTS.submit }).click();
    await page.getByRole('button', { name: SHELL_TEXTS.signOut }).waitFor();
  }

  async stop(): Promise<void> {
    await this.#axe?.close();
    await this.#server?.stop();
  }
}

/** The product for one e2e file, on a data folder of its own (`prefix`), with these accounts (and `env` for the server: a short grace period…). */
export function consoleProduct(prefix: string, accounts: readonly ConsoleAccount[], env: Record<string, string> = {}): ConsoleProduct {
  const product = new ConsoleProduct();
  const dataDir = seededFolderCopy(prefix);
  beforeAll(async () => {
    for (const account of accounts) await createAccount(dataDir, account);
    product.startedWith = { ...env, DATA_DIR: dataDir };
    const [server, axe] = await Promise.all([startBuiltProduct(product.startedWith, 200_000), serveAxe()]);
    product.started(server, axe);
  }, 400_000);
  afterAll(async () => {
    await product.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return product;
}

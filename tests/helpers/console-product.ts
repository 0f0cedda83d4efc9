/**
 * The built product the console's e2e files run on: a copy of the seeded
 * data folder, its accounts created by the real command (`npm run operator`,
 * the password piped, as an operator does), then the server started on it,
 * with axe served beside it for the accessibility checks.
 */
import type { AxeServer } from './axe-server';
import { serveAxe } from './axe-server';
import { startBuiltProduct } from './browser';
import { runProjectScript } from './run-script';
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

export async function startConsoleProduct(dataDir: string, accounts: readonly ConsoleAccount[]): Promise<{ server: ServerProcess; axe: AxeServer }> {
  for (const account of accounts) await createAccount(dataDir, account);
  const [server, axe] = await Promise.all([startBuiltProduct({ DATA_DIR: dataDir }, 200_000), serveAxe()]);
  return { server, axe };
}

/** Runs the product's real entry point (server/main.ts, this run's bundle of the sources: run-script.ts) as a child process. */
import type { ChildProcess } from 'node:child_process';
import { spawnNode, startNodeServer, type ServerProcess } from '../../scripts/node-process';
import { entryArgs } from './run-script';

export { exitOf, type ServerProcess } from '../../scripts/node-process';

const withDefaults = (env: Record<string, string>) => ({ LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: '0', ...env });

export function runMain(env: Record<string, string>): ChildProcess {
  return spawnNode(entryArgs('server/main.ts'), withDefaults(env));
}

/** Starts the server and resolves once it listens (its log names the address). */
export function startServerProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  return startNodeServer(entryArgs('server/main.ts'), withDefaults(env), timeoutMs);
}

/**
 * Runs the product's real entry point (server/main.ts, this run's bundle of
 * the sources: run-script.ts) as a child process, with the Node flags
 * `npm run serve` gives it (scripts/server-command.ts): V8 then compiles
 * PGlite's WebAssembly with its baseline compiler only, as in production,
 * instead of also with TurboFan, about 1 s of CPU less at each of the
 * suite's two dozen starts.
 */
import type { ChildProcess } from 'node:child_process';
import { spawnNode, startNodeServer, type ServerProcess } from '../../scripts/node-process';
import { SERVER_NODE_FLAGS } from '../../scripts/server-command';
import { entryArgs } from './run-script';

const mainArgs = () => [...SERVER_NODE_FLAGS, ...entryArgs('server/main.ts')];

export { exitOf, type ServerProcess } from '../../scripts/node-process';

const withDefaults = (env: Record<string, string>) => ({ LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: '0', ...env });

export function runMain(env: Record<string, string>): ChildProcess {
  return spawnNode(mainArgs(), withDefaults(env));
}

/** Starts the server and resolves once it listens (its log names the address). */
export function startServerProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  return startNodeServer(mainArgs(), withDefaults(env), timeoutMs);
}

/**
 * A throwaway PostgreSQL server on a loopback port, from Debian's postgresql
 * package (.ci/run installs it). Returns null, with the reason, when the
 * binaries are not on this machine.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PostgresServer {
  url: string;
  /** Freezes every process of the server (SIGSTOP): it keeps its sockets open but answers nothing. */
  freeze(): void;
  /** Lets a frozen server run again (SIGCONT). */
  thaw(): void;
  stop(): void;
}

/** The postmaster (first line of postmaster.pid) and its children. */
function serverPids(data: string): number[] {
  const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = spawnSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' }).stdout;
  return [postmaster, ...children.split(/\s+/).filter(Boolean).map(Number)];
}

function findBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(root, version, 'bin');
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

/** Signals each process; one that exited since it was listed (a backend whose connection closed) is skipped. */
function signalAll(pids: number[], signal: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** PostgreSQL refuses to run as root: run its tools as the 'postgres' user then. */
function asPostgresUser(bin: string, args: string[]): void {
  const isRoot = process.getuid?.() === 0;
  const command = isRoot ? 'runuser' : bin;
  const fullArgs = isRoot ? ['-u', 'postgres', '--', bin, ...args] : args;
  execFileSync(command, fullArgs, { stdio: 'pipe' });
}

export async function startPostgres(): Promise<PostgresServer | { unavailable: string }> {
  const bin = findBinaries();
  if (!bin) return { unavailable: 'PostgreSQL is not installed (/usr/lib/postgresql/*/bin missing); .ci/run installs it with apt-get' };
  if (process.getuid?.() === 0 && spawnSync('id', ['postgres']).status !== 0) {
    return { unavailable: "running as root and there is no 'postgres' user to run the server as" };
  }
  const dir = mkdtempSync(join(tmpdir(), 'voyance-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  asPostgresUser(join(bin, 'initdb'), ['-D', data, '-U', 'voyance', '--auth=trust', '-E', 'UTF8', '--locale=C']);
  asPostgresUser(join(bin, 'pg_ctl'), [
    '-D', data, '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start',
  ]);
  return {
    url: `postgres://voyance@127.0.0.1:${port}/postgres`,
    freeze: () => signalAll(serverPids(data), 'SIGSTOP'),
    thaw: () => signalAll(serverPids(data), 'SIGCONT'),
    stop: () => {
      try {
        asPostgresUser(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

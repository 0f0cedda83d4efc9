/** What the benches read of processes: a server's resident memory, and how many files this one may open. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The process's resident memory in KB, from /proc (Linux). */
export function rssKb(pid: number): number {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match?.[1]) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]);
}

/** This process's open-file limit: each stream costs a descriptor here and one in the server. */
export function fileLimit(): number {
  return Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim()) || 1024;
}

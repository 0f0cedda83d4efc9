/**
 * What the benches read of a server process: its resident memory, this
 * process's file limit, and what holding many connections open costs it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type { ServerProcess } from '../scripts/node-process';
import { readProcStat } from '../server/proc-stat';
import { round, type BenchFigure } from './figures';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A memory figure of the process in KB, from /proc/<pid>/status (Linux):
 * VmRSS is what it holds resident now, VmHWM the most it has held since it
 * started or since resetPeakRss.
 */
function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match?.[1]) throw new Error(`no ${field} for process ${pid}`);
  return Number(match[1]);
}

/** The process's resident memory in KB, from /proc (Linux). */
export const rssKb = (pid: number): number => statusKb(pid, 'VmRSS');

/**
 * Sets the process's VmHWM back to what it holds now (proc(5), clear_refs
 * 5), so that it then gives the peak of what follows; false where that is
 * not allowed (another user's process, a kernel without it).
 */
function resetPeakRss(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** What a sampling of the process's resident memory saw, in KB. */
export interface RssSampling {
  /** The most it held: the larger of the samples and of VmHWM (which sees between the samples, when it could be reset at the start). */
  peakKb: number;
  samples: number;
  /** Whether VmHWM was reset at the start, and so counted in peakKb. */
  hwm: boolean;
}

/**
 * Samples the process's resident memory every `everyMs` until `stop` is
 * called (the peak during a load, which the figures read before and after
 * it miss).
 */
export function sampleRss(pid: number, everyMs = 200): { stop: () => RssSampling } {
  const hwm = resetPeakRss(pid);
  let sampledPeakKb = rssKb(pid);
  let samples = 1;
  const timer = setInterval(() => {
    try {
      sampledPeakKb = Math.max(sampledPeakKb, rssKb(pid));
      samples++;
    } catch {
      // The process is gone: stop() says what was seen until then.
    }
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      let peakKb = sampledPeakKb;
      try {
        peakKb = Math.max(peakKb, rssKb(pid), hwm ? statusKb(pid, 'VmHWM') : 0);
      } catch {
        // Gone: the samples are all there is.
      }
      return { peakKb, samples, hwm };
    },
  };
}

/** /proc counts CPU time in clock ticks; asked once, when first needed (not by every section that imports this file). */
let clockTicksPerSecond: number | undefined;

/** The CPU time (user and system, every thread) the process has used so far, in µs, from /proc (Linux). */
export function cpuMicros(pid: number): number {
  clockTicksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  const field = readProcStat(pid);
  const [utime, stime] = [Number(field(14)), Number(field(15))];
  return ((utime + stime) * 1e6) / clockTicksPerSecond;
}

/** This process's open-file limit: each stream costs a descriptor here and one in the server. */
export function fileLimit(): number {
  return Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim()) || 1024;
}

async function usersThroughput(url: string): Promise<number> {
  const result = await autocannon({ url: `${url}/api/users`, connections: 50, duration: SECONDS });
  return result.requests.average;
}

/**
 * What holding `count` of `what` open costs `server`: its resident memory per
 * one, and GET /api/users throughput with them open against none (target
 * >= 0.8). `open` opens them and returns how to close them all.
 */
export async function costOfHolding(server: ServerProcess, what: string, count: number, open: () => Promise<() => void>): Promise<BenchFigure[]> {
  const pid = server.child.pid!;
  await usersThroughput(server.url); // warm-up
  const without = await usersThroughput(server.url);
  await sleep(1_000);
  const rssBefore = rssKb(pid);
  const closeAll = await open();
  let withOpen: number;
  let rssWith: number;
  try {
    await sleep(2_000);
    rssWith = rssKb(pid);
    withOpen = await usersThroughput(server.url);
  } finally {
    closeAll();
  }
  await sleep(1_000);
  const withoutAgain = await usersThroughput(server.url);
  // The runs without frame the one with them: load elsewhere on the machine hits both sides.
  const none = (without + withoutAgain) / 2;
  const ratio = withOpen / none;
  return [
    { name: `server memory per ${what} (${count} open, RSS ${Math.round(rssBefore / 1024)} → ${Math.round(rssWith / 1024)} MB)`, value: round((rssWith - rssBefore) / count, 1), unit: 'KB' },
    { name: `GET /api/users, none open: req/s (mean of the runs before and after)`, value: Math.round(none), unit: 'req/s' },
    { name: `GET /api/users with ${count} open: req/s`, value: Math.round(withOpen), unit: 'req/s' },
    { name: `GET /api/users with ${count} ${what} open: ratio to none`, value: round(ratio, 2), unit: '', target: '>= 0.8', ok: ratio >= 0.8 },
  ];
}

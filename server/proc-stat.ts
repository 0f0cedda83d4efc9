/**
 * A process's /proc/<pid>/stat (Linux): the data folder's lock reads when a
 * process started, the benches how much CPU it used. The command name
 * (field 2) may hold spaces and parentheses, so the fields are split after
 * its last ')'.
 */
import { readFileSync } from 'node:fs';

/**
 * The fields of /proc/<pid>/stat, by the numbers proc(5) gives them (3 and
 * above: 14 is utime, 15 stime, 22 starttime). Throws where there is no such
 * file (the process is gone, or this is not Linux).
 */
export function readProcStat(pid: number): (field: number) => string | undefined {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fromThird = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (field) => fromThird[field - 3];
}

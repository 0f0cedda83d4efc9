/**
 * `npm test`: every check a change must pass, in the least time two cores allow.
 *
 * 1. The typecheck, the lint and the build side by side (the build, with the
 *    secret sentinels, is what the e2e and bundle tests read): about 50 s on two
 *    cores instead of 80 one after the other.
 * 2. The tests, once all three passed, in two vitest runs side by side: the
 *    browser tests and the rest. Vitest runs a project whose files go one at a
 *    time after all the others, and the browser tests keep only about one core
 *    busy (Chromium waits on the server, the server on Chromium): beside the
 *    server and widget tests they fill the second one. 525 s → 400 to 470 s
 *    on two quiet cores.
 *
 * 3. Beside the checks, the tests' fixtures (tests/setup/run-fixtures.ts: the
 *    seeded database's dump and folder, the entry points' bundles), built
 *    once here and handed to both runs instead of once by each run as it
 *    starts, when both compete for the two cores.
 *
 * Each check's output is printed whole when it ends, so that three running at
 * once never mix their lines; the tests' as it comes, each line behind its
 * run's name. The last line counts the tests of both runs. The exit code is 1
 * if any step failed; a failed check skips the tests.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../server/paths';
import { buildRunFixtures, removeRunFixtures, RUN_FIXTURES_ENV, type RunFixtures } from '../tests/setup/run-fixtures';

interface Step {
  name: string;
  args: string[];
}

const bin = (name: string) => join(PROJECT_ROOT, 'node_modules/.bin', name);
/** package.json's own scripts, so that each command is written in one place. */
const npmRun = (script: string, ...args: string[]) => ['npm', 'run', '--silent', script, ...(args.length ? ['--', ...args] : [])];

const CHECKS: Step[] = [
  { name: 'typecheck', args: npmRun('typecheck') },
  { name: 'lint', args: npmRun('lint') },
  { name: 'build', args: npmRun('build', '--with-secret-sentinels') },
];

/** Extra arguments go to both runs (`npm test -- tests/server/chat.test.ts`); a run left with no file passes. */
const vitest = (...projects: string[]) => [bin('vitest'), 'run', '--passWithNoTests', ...projects.flatMap((project) => ['--project', project]), ...process.argv.slice(2)];

const TEST_RUNS: Step[] = [
  { name: 'e2e', args: vitest('e2e') },
  { name: 'server+widgets', args: vitest('server', 'widgets-react', 'widgets-preact') },
];

interface Outcome {
  step: Step;
  ok: boolean;
  seconds: number;
  /** What the step printed (its tests' summary is read from it). */
  output: string;
}

/**
 * Runs a step; its output is collected and printed whole at the end (`whole`),
 * or printed line by line as it comes, each behind the step's name (`lines`).
 */
function run(step: Step, output: 'lines' | 'whole'): Promise<Outcome> {
  const started = performance.now();
  const [command, ...args] = step.args as [string, ...string[]];
  const child = spawn(command, args, { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let collected = '';
  let pending = '';
  /** text: whole lines, each ending in \n. */
  const printLines = (text: string) => process.stdout.write(text.split('\n').slice(0, -1).map((line) => `[${step.name}] ${line}\n`).join(''));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  function collect(chunk: Buffer) {
    const text = chunk.toString();
    collected += text;
    if (output === 'whole') return;
    // Whole lines only: two steps printing at once must not cut each other's lines.
    const lines = pending + text;
    const end = lines.lastIndexOf('\n') + 1;
    if (end > 0) printLines(lines.slice(0, end));
    pending = lines.slice(end);
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (output === 'whole') process.stdout.write(`\n[test] ── ${step.name} ──\n${collected}`);
      else if (pending) printLines(`${pending}\n`);
      resolve({ step, ok: code === 0, seconds: (performance.now() - started) / 1000, output: collected });
    });
  });
}

const report = (outcomes: Outcome[]) => {
  for (const { step, ok, seconds } of outcomes) console.log(`[test] ${step.name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s`);
  return outcomes.every((outcome) => outcome.ok);
};

/** A vitest run's counts, from its summary line (`Tests  2 failed | 1510 passed | 1 skipped (1513)`). */
function testCounts(output: string): Record<'passed' | 'failed' | 'skipped', number> | null {
  // eslint-disable-next-line no-control-regex -- vitest colours its summary
  const summary = output.replace(/\x1b\[[0-9;]*m/g, '').match(/^\s*Tests\s+(.+)\(\d+\)\s*$/m)?.[1];
  if (!summary) return null;
  const count = (word: string) => Number(summary.match(new RegExp(`(\\d+) ${word}`))?.[1] ?? 0);
  return { passed: count('passed'), failed: count('failed'), skipped: count('skipped') };
}

const building = buildRunFixtures();
// A failed build is said with the checks' outcome; left unwatched meanwhile, its rejection would stop the process.
building.catch(() => {});
const checked = report(await Promise.all(CHECKS.map((step) => run(step, 'whole'))));
let fixtures: RunFixtures;
try {
  fixtures = await building;
} catch (error) {
  console.log(`[test] the tests' fixtures: FAILED\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
}
if (!checked) {
  removeRunFixtures(fixtures);
  process.exit(1);
}
// The runs (spawned with this process's environment) take them from there (tests/setup/global-setup.ts).
process.env[RUN_FIXTURES_ENV] = JSON.stringify(fixtures);
const testRuns = await Promise.all(TEST_RUNS.map((step) => run(step, 'lines')));
removeRunFixtures(fixtures);
const passed = report(testRuns);
const counts = testRuns.map((outcome) => testCounts(outcome.output));
// One plain closing line for both runs, as CI reads it; a run that printed no summary (it crashed) leaves it out.
if (counts.every((count) => count !== null)) {
  const sum = (key: 'passed' | 'failed' | 'skipped') => counts.reduce((total, count) => total + count![key], 0);
  console.log(`tests: ${sum('passed')} passed, ${sum('failed')} failed${sum('skipped') ? `, ${sum('skipped')} skipped` : ''}`);
}
process.exit(passed ? 0 : 1);

/**
 * `npm test`: every check a change must pass, in the least time two cores allow.
 *
 * 1. The typecheck, the lint and the build side by side (the build, with the
 *    secret sentinels, is what the e2e and bundle tests read): about 65 s on two
 *    cores instead of 90 one after the other.
 * 2. The tests, one vitest run, once all three passed.
 *
 * Each check's output is printed whole when it ends, so that three running at
 * once never mix their lines; the tests' as it comes. The exit code is 1 if
 * any step failed; a failed check skips the tests.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../server/paths';

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

/**
 * One vitest run (extra arguments go to it: `npm test -- --reporter=dot`). Two runs
 * side by side, the e2e files beside the rest, took as long and flaked: the two
 * cores are the limit, not waiting.
 */
const TESTS: Step = { name: 'tests', args: [bin('vitest'), 'run', ...process.argv.slice(2)] };

interface Outcome {
  step: Step;
  ok: boolean;
  seconds: number;
}

/** Runs a step; its output goes straight through (`inherit`) or is collected and printed whole at the end. */
function run(step: Step, output: 'inherit' | 'whole'): Promise<Outcome> {
  const started = performance.now();
  const [command, ...args] = step.args as [string, ...string[]];
  const child = spawn(command, args, { cwd: PROJECT_ROOT, stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  let collected = '';
  const collect = (chunk: Buffer) => (collected += chunk.toString());
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (output === 'whole') process.stdout.write(`\n[test] ── ${step.name} ──\n${collected}`);
      resolve({ step, ok: code === 0, seconds: (performance.now() - started) / 1000 });
    });
  });
}

const report = (outcomes: Outcome[]) => {
  for (const { step, ok, seconds } of outcomes) console.log(`[test] ${step.name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s`);
  return outcomes.every((outcome) => outcome.ok);
};

if (!report(await Promise.all(CHECKS.map((step) => run(step, 'whole'))))) process.exit(1);
process.exit(report([await run(TESTS, 'inherit')]) ? 0 : 1);

/** Runs one of the project's scripts (scripts/*.ts) as the operator would, and collects what it printed. */
import { exitOf, spawnNode } from '../../scripts/node-process';

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface ScriptOptions {
  /** Written to the script's standard input, then closed; without it the script reads an empty one. */
  input?: string;
}

export async function runProjectScript(script: string, args: string[], env: Record<string, string>, { input }: ScriptOptions = {}): Promise<ScriptRun> {
  const child = spawnNode(['--import', 'tsx', script, ...args], env, input === undefined ? 'ignore' : 'pipe');
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin?.end(input);
  const code = await exitOf(child);
  return { code, stdout, stderr };
}

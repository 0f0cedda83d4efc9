/** Runs one of the project's scripts (scripts/*.ts) as the operator would, and collects what it printed. */
import { exitOf, spawnNode } from '../../scripts/node-process';

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export async function runProjectScript(script: string, args: string[], env: Record<string, string>): Promise<ScriptRun> {
  const child = spawnNode(['--import', 'tsx', script, ...args], env);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await exitOf(child);
  return { code, stdout, stderr };
}

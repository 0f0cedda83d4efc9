/**
 * The PostgreSQL side of backups (DATABASE_URL): pg_dump in its custom format,
 * pg_restore into an empty database. The password goes through PGPASSWORD,
 * never on the command line where `ps` would show it.
 */
import { spawn } from 'node:child_process';
import pg from 'pg';
import { OperatorError } from './cli';

function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

async function runTool(tool: 'pg_dump' | 'pg_restore', url: string, args: string[]): Promise<void> {
  const { dbname, env } = connection(url);
  const child = spawn(tool, [...args, `--dbname=${dbname}`], { env, stdio: ['ignore', 'inherit', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') {
      throw new OperatorError(
        `${tool} est introuvable : installez le client PostgreSQL (paquet postgresql-client, de la même version majeure que le serveur) pour sauvegarder ou restaurer une base DATABASE_URL.`,
      );
    }
    throw error;
  });
  if (code !== 0) throw new OperatorError(`${tool} a échoué (code ${code}) :\n${stderr.trim()}`);
}

export const pgDump = (url: string, file: string) => runTool('pg_dump', url, ['--format=custom', `--file=${file}`]);

/** One transaction: a restore that fails leaves the database as empty as it was. */
export const pgRestore = (url: string, file: string) =>
  runTool('pg_restore', url, ['--no-owner', '--exit-on-error', '--single-transaction', file]);

/** True when the database holds no table of its own (a restore never mixes two databases). */
export async function isEmptyPostgres(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ tables: number }>(
      "select count(*)::int as tables from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    return result.rows[0]?.tables === 0;
  } finally {
    await client.end();
  }
}

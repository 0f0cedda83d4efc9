/**
 * What a crash keeps: the real server process takes POSTs, is killed with
 * SIGKILL while requests are in flight, and every message or question it had
 * acknowledged must be in its data directory afterwards (README, "About
 * durability").
 */
import { rmSync } from 'node:fs';
import { inArray, like } from 'drizzle-orm';
import { openDatabase } from '../../server/db/open';
import { contactMessages, questions } from '../../server/db/schema';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { seededFolderCopy } from '../helpers/seeded-folder';

const TOTAL = 500;
const IN_FLIGHT = 10;
/** Acknowledgements after which the server is killed. */
const KILL_AFTER = 200;

const env = (dataDir: string) => ({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100000', LOG_LEVEL: 'warn' });

interface Run {
  /** What identifies each acknowledged request: the contact id, or the question's text. */
  acknowledged: string[];
  /** Requests that got an answer other than the expected success. */
  refused: { status: number; body: string }[];
  /** Requests that got no answer (the connection died with the server). */
  lost: number;
}

/**
 * Posts TOTAL requests, IN_FLIGHT at a time, and kills the server with
 * SIGKILL as soon as KILL_AFTER were acknowledged; returns what was acknowledged.
 */
async function postUntilKilled(
  server: ServerProcess,
  path: string,
  body: (i: number) => object,
  acknowledgement: (i: number, status: number, json: unknown) => string | null,
): Promise<Run> {
  const run: Run = { acknowledged: [], refused: [], lost: 0 };
  let next = 0;
  let killed: Promise<number | null> | null = null;
  const worker = async () => {
    while (next < TOTAL) {
      const i = next++;
      let response: Response;
      try {
        response = await fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body(i)),
        });
      } catch {
        run.lost++;
        continue;
      }
      const text = await response.text().catch(() => null);
      // The body was cut by the kill: the client never saw a complete acknowledgement.
      if (text === null) {
        run.lost++;
        continue;
      }
      const ack = acknowledgement(i, response.status, response.status < 300 ? JSON.parse(text) : null);
      if (ack === null) run.refused.push({ status: response.status, body: text });
      else run.acknowledged.push(ack);
      if (run.acknowledged.length >= KILL_AFTER && !killed) killed = server.stop('SIGKILL');
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  await (killed ?? server.stop('SIGKILL'));
  return run;
}

describe('a crash (SIGKILL) keeps every acknowledged write', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = seededFolderCopy('voyance-crash-');
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('contact messages and questions acknowledged before the kill are all in the data directory after restart', async () => {
    // 1. Contact messages, killed in the middle.
    const first = await startServerProcess(env(dataDir), 150_000);
    const contact = await postUntilKilled(
      first,
      '/api/contact',
      (i) => ({ name: 'Crash Test', email: `crash${i}@example.fr`, message: `Message de test de crash numéro ${i}.` }),
      (_i, status, json) => (status === 201 ? String((json as { id: number }).id) : null),
    );
    expect(first.child.signalCode).toBe('SIGKILL');

    // 2. The server restarts on the same directory after the crash; questions, killed in the middle.
    const second = await startServerProcess(env(dataDir));
    const health = (await (await fetch(`${second.url}/api/health`)).json()) as { status: string };
    expect(health.status).toBe('ok');
    const question = await postUntilKilled(
      second,
      '/api/questions',
      (i) => ({ prenom: 'Camille', question: `crash-test-${i} : vais-je trouver l’amour cette année ?` }),
      (i, status) => (status === 200 ? `crash-test-${i} : vais-je trouver l’amour cette année ?` : null),
    );
    expect(second.child.signalCode).toBe('SIGKILL');

    for (const run of [contact, question]) {
      expect(run.refused).toEqual([]);
      expect(run.acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
      // The kill came in the middle: later requests found no server.
      expect(run.lost).toBeGreaterThan(0);
    }

    // 3. Restarted once more after the second crash, then stopped cleanly.
    const third = await startServerProcess(env(dataDir));
    expect((await fetch(`${third.url}/api/health`)).status).toBe(200);
    expect(await third.stop('SIGTERM')).toBe(0);

    // 4. Everything acknowledged is there.
    const database = await openDatabase({ dataDir });
    try {
      // What makes a COMMIT wait for its WAL record: off, the test above loses the last acknowledged writes.
      const setting = await database.pglite!.query<{ synchronous_commit: string }>('SHOW synchronous_commit');
      expect(setting.rows[0]?.synchronous_commit).toBe('on');

      const ids = contact.acknowledged.map(Number);
      const storedMessages = await database.db
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(inArray(contactMessages.id, ids));
      expect(storedMessages.map((row) => row.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));

      const storedQuestions = await database.db
        .select({ question: questions.question })
        .from(questions)
        .where(like(questions.question, 'crash-test-%'));
      const stored = new Set(storedQuestions.map((row) => row.question));
      expect(question.acknowledged.filter((text) => !stored.has(text))).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);
});

/**
 * E-mail (issue 38 point 5): how fast the outbox's worker delivers to an SMTP
 * server on loopback (smtp-server), and how long an e-mail takes from the
 * commit that queued it to its arrival. The real app (createApp, in-memory
 * PGlite, the worker's production timings), the SMTP server in this process.
 * Runs inside `npm run bench` or alone: `npx tsx bench/mail.ts`.
 */
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { createApp } from '../server/app';
import { testConfig } from '../server/config';
import { enqueueMail, type Mail } from '../server/mail/outbox';
import { latencyFigures, round, type BenchFigure, type BenchSection } from './figures';

/** E-mails queued at once for the throughput. */
const BATCH = 500;
/** E-mails queued one by one, each in its own transaction, for the latency. */
const ONE_BY_ONE = 200;
const SPACING_MS = 25;

const letter = (n: number): Mail => ({
  kind: 'test',
  to: `client${n}@example.fr`,
  subject: `Banc n° ${n}`,
  paragraphs: ['Bonjour,', 'Votre voyante vous a répondu. Ceci est un e-mail du banc de mesure, d’une taille ordinaire pour le site.'],
  link: { label: 'Lire la réponse', url: `https://www.voyance-etoilee.example/reponse/${n}` },
});

/** A loopback SMTP server that notes when each outbox e-mail (by its Message-ID) arrives. */
async function startSink(onArrival: (outboxId: number) => void): Promise<{ url: string; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 50,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const id = /^Message-ID: <outbox-(\d+)@/im.exec(Buffer.concat(chunks).toString('latin1'))?.[1];
        if (id) onArrival(Number(id));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export const mailBench: BenchSection = async () => {
  const arrivals = new Map<number, number>();
  let arrived: () => void = () => {};
  const sink = await startSink((id) => {
    arrivals.set(id, performance.now());
    arrived();
  });
  const waitFor = (count: number) =>
    new Promise<void>((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error(`only ${arrivals.size} of ${count} e-mails arrived`)), 120_000);
      arrived = () => {
        if (arrivals.size >= count) {
          clearTimeout(timeout);
          resolve();
        }
      };
      arrived();
    });
  const app = await createApp(testConfig({ SMTP_URL: sink.url, MAIL_FROM: 'contact@voyance-etoilee.example' }));
  const { db } = app.database;
  try {
    // One first, not counted: the SMTP connection, the JIT.
    await db.transaction((tx) => enqueueMail(tx, letter(-1)));
    await waitFor(1);

    // Throughput: BATCH e-mails committed at once, until the last arrives.
    arrivals.clear();
    await db.transaction(async (tx) => {
      for (let n = 0; n < BATCH; n++) await enqueueMail(tx, letter(n));
    });
    const committed = performance.now();
    await waitFor(BATCH);
    const perSecond = BATCH / ((Math.max(...arrivals.values()) - committed) / 1000);

    // Latency: one e-mail per transaction, SPACING_MS apart, from each commit to its arrival.
    arrivals.clear();
    const commits = new Map<number, number>();
    for (let n = 0; n < ONE_BY_ONE; n++) {
      const id = await db.transaction((tx) => enqueueMail(tx, letter(n)));
      commits.set(id, performance.now());
      await new Promise((resolve) => setTimeout(resolve, SPACING_MS));
    }
    await waitFor(ONE_BY_ONE);
    const latencies = [...commits].map(([id, at]) => arrivals.get(id)! - at);

    const figures: BenchFigure[] = [
      { name: `e-mails delivered to a loopback SMTP server (${BATCH} queued at once)`, value: round(perSecond, 0), unit: '/s', target: '>= 50', ok: perSecond >= 50 },
      ...latencyFigures('outbox latency, commit to delivery', latencies, 'e-mails', 2_000),
    ];
    return figures;
  } finally {
    await app.close();
    await sink.close();
  }
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const f of await mailBench()) {
    const verdict = f.target === undefined ? '' : ` (target ${f.target}: ${f.ok ? 'ok' : 'MISSED'})`;
    console.log(`${f.name}: ${f.value} ${f.unit}${verdict}`);
  }
}

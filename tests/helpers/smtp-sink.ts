/**
 * A real SMTP server on a loopback port (smtp-server), whose messages are
 * read back with mailparser: what a mail provider would receive. It can
 * refuse the next messages with a 4xx, refuses for good (550) any recipient
 * whose address starts with `inconnu`, be stopped and started again on the
 * same port; hangingSmtp accepts connections and never answers.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './postgres';

export interface SmtpSink {
  port: number;
  url: string;
  /** Every message accepted, parsed, in order of arrival. */
  messages: ParsedMail[];
  /** Refuses the next `count` messages with `451 4.3.0`: a temporary failure. */
  refuseNext(count: number): void;
  /** How many messages were refused so far. */
  refused(): number;
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

export async function startSmtpSink(port?: number): Promise<SmtpSink> {
  const chosen = port ?? (await freePort());
  const messages: ParsedMail[] = [];
  let toRefuse = 0;
  let refusedCount = 0;
  let server: SMTPServer | null = null;

  const listen = async () => {
    const created = new SMTPServer({
      authOptional: true,
      // A loopback server without a certificate: no STARTTLS to offer.
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 50,
      size: 1024 * 1024,
      // An address that does not exist there: refused for good, the address in the server's text as real servers do.
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('inconnu')) return callback(Object.assign(new Error(`<${address.address}>: utilisateur inconnu`), { responseCode: 550 }));
        callback();
      },
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (toRefuse > 0) {
            toRefuse -= 1;
            refusedCount += 1;
            const error = Object.assign(new Error('Service temporairement indisponible'), { responseCode: 451 });
            return callback(error);
          }
          simpleParser(Buffer.concat(chunks)).then(
            (parsed) => {
              messages.push(parsed);
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
    created.on('error', () => {});
    await new Promise<void>((resolve, reject) => {
      created.server.once('error', reject);
      created.listen(chosen, '127.0.0.1', () => resolve());
    });
    server = created;
  };
  await listen();

  return {
    port: chosen,
    url: `smtp://127.0.0.1:${chosen}`,
    messages,
    refuseNext: (count) => {
      toRefuse = count;
    },
    refused: () => refusedCount,
    stop: async () => {
      const current = server;
      server = null;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    start: listen,
  };
}

/** A server that takes TCP connections and never says a word (no SMTP greeting). */
export async function hangingSmtp(port?: number): Promise<{ port: number; url: string; connections(): number; stop(): Promise<void> }> {
  const chosen = port ?? (await freePort());
  const sockets = new Set<Socket>();
  let count = 0;
  const server: Server = createServer((socket) => {
    count += 1;
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(chosen, '127.0.0.1', resolve));
  return {
    port: chosen,
    url: `smtp://127.0.0.1:${chosen}`,
    connections: () => count,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

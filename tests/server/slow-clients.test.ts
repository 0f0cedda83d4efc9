/**
 * Slow clients cannot hold the server: hundreds of sockets trickling a byte a
 * second are closed within the request timeout, and a normal request is
 * answered meanwhile. The real app listening on a loopback port.
 */
import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { HTTP_TIMEOUTS } from '../../server/http-timeouts';
import { createTestApp } from '../helpers/test-app';

const SOCKETS = 300;

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => app?.close());

/** A socket that sends the start of a request, then one more header byte every second. */
function trickle(): { socket: Socket; closed: Promise<number>; stop(): void } {
  const socket = connect(port, '127.0.0.1');
  const opened = Date.now();
  socket.on('error', () => {});
  socket.write('GET /api/users HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
  const timer = setInterval(() => socket.writable && socket.write('a'), 1_000);
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - opened)));
  void closed.then(() => clearInterval(timer));
  return { socket, closed, stop: () => (clearInterval(timer), socket.destroy()) };
}

describe('slow clients', () => {
  it(`closes ${SOCKETS} sockets trickling bytes within the request timeout, and still answers a normal request`, async () => {
    const slow = Array.from({ length: SOCKETS }, trickle);
    try {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(response.status).toBe(200);

      const limit = HTTP_TIMEOUTS.headersTimeoutMs + 5_000;
      const deadline = new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), limit));
      const results = await Promise.all(slow.map(({ closed }) => Promise.race([closed, deadline])));
      expect(results.filter((result) => result === 'open').length).toBe(0);
    } finally {
      slow.forEach(({ stop }) => stop());
    }
  }, 60_000);
});

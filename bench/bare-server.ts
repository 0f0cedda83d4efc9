/**
 * The yardstick of the API benchmark: Fastify with nothing but one route per
 * payload, answering the exact bytes our API answers. Run as its own process.
 */
import Fastify from 'fastify';

const payloads = JSON.parse(process.env.BARE_PAYLOADS ?? '{}') as Record<string, string>;
const app = Fastify({ logger: false });
for (const [path, body] of Object.entries(payloads)) {
  app.get(path, (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
}
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`Server listening at ${address}`);

/**
 * What the access log (LOG_LEVEL debug or trace) says of a request. Fastify's
 * own serializer logs the whole URL; a query string can hold what someone
 * typed (an operator searching the inbox for a visitor's name or e-mail), and
 * logs never hold what a visitor wrote. The path stays: it is what a log is read for.
 */
import type { FastifyRequest } from 'fastify';

export function requestLogFields(request: FastifyRequest) {
  const query = request.url.indexOf('?');
  return {
    method: request.method,
    url: query === -1 ? request.url : `${request.url.slice(0, query)}?…`,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

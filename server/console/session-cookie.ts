/**
 * The console session cookie's flags, in one place: `HttpOnly` (no script
 * reads it), `SameSite=Strict` (no other site's page sends it), `Path=/`, and
 * `Secure` except on plain http to this machine, where a browser would not
 * store a Secure cookie and there is nothing on the wire to protect.
 * No Max-Age: the cookie ends with the browser, and the server ends the
 * session anyway at its idle or absolute timeout (session-token.ts).
 *
 * The device cookie (trusted-devices.ts) has the same flags but lasts a year
 * and goes only to the sign-in and password routes (`Path=/api/console/session`).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './session-token';
import { DEVICE_COOKIE, TRUSTED_DEVICES } from './trusted-devices';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Plain http to a loopback name: a developer's machine, or a test. The protocol is X-Forwarded-Proto's only behind a trusted proxy. */
function isPlainLocalhost(request: FastifyRequest): boolean {
  return request.protocol === 'http' && LOOPBACK_HOSTS.has(request.hostname.toLowerCase());
}

const flagsFor = (request: FastifyRequest) =>
  ({ httpOnly: true, sameSite: 'strict', path: '/', secure: !isPlainLocalhost(request) }) as const;

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, flagsFor(request));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, flagsFor(request));
}

/** Where the device cookie goes: the sign-in, and the password change under it. */
const DEVICE_COOKIE_PATH = '/api/console/session';

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(DEVICE_COOKIE, token, { ...flagsFor(request), path: DEVICE_COOKIE_PATH, maxAge: TRUSTED_DEVICES.lifetimeMs / 1000 });
}

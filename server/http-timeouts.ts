/**
 * Bounds on slow clients. Without them Node waits 60 s for a request's headers
 * and 300 s for its body, and checks only every 30 s: a few hundred sockets
 * trickling one byte a second hold the server's file descriptors. Here a
 * request must arrive whole within 10 s (headers within 10 s), an idle
 * keep-alive socket is closed after 5 s (a reverse proxy in front must keep
 * its own idle timeout for upstream sockets below that, or it may reuse a
 * socket being closed), and the check runs every second.
 */
import type { ServerOptions } from 'node:http';

export const HTTP_TIMEOUTS = {
  /** The whole request (headers and body) must be received within this. */
  requestTimeoutMs: 10_000,
  /** The headers must be received within this. */
  headersTimeoutMs: 10_000,
  /** An idle kept-alive socket is closed after this. */
  keepAliveTimeoutMs: 5_000,
  /** A socket without any activity is closed after this (also bounds a slow reader of an answer). */
  connectionTimeoutMs: 30_000,
} as const;

/** Fastify's options for them (its own, and the ones it passes to http.createServer). */
export const httpTimeoutOptions = {
  requestTimeout: HTTP_TIMEOUTS.requestTimeoutMs,
  keepAliveTimeout: HTTP_TIMEOUTS.keepAliveTimeoutMs,
  connectionTimeout: HTTP_TIMEOUTS.connectionTimeoutMs,
  http: {
    headersTimeout: HTTP_TIMEOUTS.headersTimeoutMs,
    requestTimeout: HTTP_TIMEOUTS.requestTimeoutMs,
    // How often Node looks for requests past these timeouts (30 s by default).
    connectionsCheckingInterval: 1_000,
  } satisfies ServerOptions,
};

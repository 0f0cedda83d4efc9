/**
 * One HTTP request over a real socket, as the tests and benchmarks need it:
 * the path goes on the wire exactly as given (a URL parser, fetch's too, would
 * resolve `..` and `%2e%2e` first), and the body comes back exactly as it
 * travelled (fetch would decompress it).
 */
import { request, type IncomingHttpHeaders } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface RawRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** `origin` is `http://host:port`; `path` is sent as is. */
export function rawRequest(origin: string, path: string, { method = 'GET', headers = {}, body }: RawRequestOptions = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: hostname, port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

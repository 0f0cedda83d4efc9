/**
 * A fake of the third-party horoscope provider on loopback: records every
 * request made to its address and answers with a handler the test can swap.
 *
 * Its address ends with a path of its own (`baseUrl`): a request that reaches
 * its port from elsewhere — a late call of a client another test made, a
 * server of another file on a reused port — is answered 404 and counted in
 * `strays`, never in `requests`, so no test observes another's calls.
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the provider received it. */
export interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: Record<string, unknown>;
}

export type Handler = (seen: Seen, res: ServerResponse) => void;

/** The key under `data` the provider uses for each of its paths. */
const DATA_KEY: Record<string, string> = {
  '/api/v2/daily-horoscope': 'daily_horoscope',
  '/api/v3/weekly-horoscope': 'weekly_horoscope',
  '/api/v2/monthly-horoscope': 'monthly_horoscope',
  '/api/v3/yearly-horoscope': 'yearly_horoscope',
};

/** Answers like the provider, with `text` in every section. */
export const answer =
  (text: string): Handler =>
  (seen, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({
        success: true,
        data: {
          [DATA_KEY[seen.url] ?? 'prediction']: {
            personal: text,
            health: text,
            profession: text,
            emotions: text,
            travel: text,
            luck: ['Couleurs chanceuses : rouge, bleu', 'Conseil Cosmique : Souriez.'],
          },
        },
      }),
    );
  };

/** Answers an HTTP error with a plain-text body. */
export const fail =
  (status: number, body: string): Handler =>
  (_seen, res) => {
    res.writeHead(status, { 'Content-Type': 'text/plain' });
    res.end(body);
  };

export interface FakeProvider {
  /** e.g. 'http://127.0.0.1:43210/5f2c9a1e', no trailing slash. */
  readonly baseUrl: string;
  /** Every request made to baseUrl, oldest first, its `url` relative to it (e.g. '/api/v2/daily-horoscope'). */
  readonly requests: Seen[];
  /** The requests that reached the port without baseUrl's path: not this fake's calls. */
  readonly strays: string[];
  /** How the next requests are answered; answer('v1') at the start. */
  handler: Handler;
  close(): Promise<void>;
}

export async function startFakeProvider(): Promise<FakeProvider> {
  const requests: Seen[] = [];
  const strays: string[] = [];
  const ownPath = `/${randomUUID().slice(0, 8)}`;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (!req.url?.startsWith(`${ownPath}/`)) {
      strays.push(`${req.method} ${req.url}`);
      res.writeHead(404).end();
      return;
    }
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const seen: Seen = {
        method: req.method ?? '',
        url: (req.url ?? '').slice(ownPath.length),
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {},
      };
      requests.push(seen);
      fake.handler(seen, res);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const fake: FakeProvider = {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}${ownPath}`,
    requests,
    strays,
    handler: answer('v1'),
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
  return fake;
}

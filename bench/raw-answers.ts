/** The bytes an API answer travels as, plain and in Brotli, for the bare yardstick. */
import { request } from 'node:http';

/** Per path, the plain and the Brotli body, base64. */
export type BarePayloads = Record<string, { identity: string; br: string }>;

/** The body exactly as it travels for these request headers (fetch would decompress it). */
export function rawBody(url: string, headers: Record<string, string>): Promise<{ status: number; body: Buffer; encoding?: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), encoding: res.headers['content-encoding'] }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The plain and Brotli bodies of `paths` on the API; throws on an answer that is not 200 or not Brotli. */
export async function barePayloads(apiUrl: string, paths: readonly string[]): Promise<BarePayloads> {
  const payloads: BarePayloads = {};
  for (const path of paths) {
    const plain = await rawBody(apiUrl + path, {});
    const br = await rawBody(apiUrl + path, { 'accept-encoding': 'br' });
    if (plain.status !== 200 || br.status !== 200) throw new Error(`${path} answered ${plain.status}/${br.status}`);
    if (br.encoding !== 'br') throw new Error(`${path} is not sent in Brotli`);
    payloads[path] = { identity: plain.body.toString('base64'), br: br.body.toString('base64') };
  }
  return payloads;
}

/** The bytes an API answer travels as, plain and in Brotli, for the bare yardstick. */
import { rawRequest } from '../scripts/raw-http';

/** The headers the connection or the body decide: Node writes them itself. */
const NODE_WRITES = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** Per path, the plain and the Brotli body, base64, and the plain answer's own headers. */
export type BarePayloads = Record<string, { identity: string; br: string; headers: Record<string, string> }>;

/** The plain and Brotli bodies of `paths` on the API; throws on an answer that is not 200 or not Brotli. */
export async function barePayloads(apiUrl: string, paths: readonly string[]): Promise<BarePayloads> {
  const payloads: BarePayloads = {};
  for (const path of paths) {
    const plain = await rawRequest(apiUrl, path);
    const br = await rawRequest(apiUrl, path, { headers: { 'accept-encoding': 'br' } });
    if (plain.status !== 200 || br.status !== 200) throw new Error(`${path} answered ${plain.status}/${br.status}`);
    if (br.headers['content-encoding'] !== 'br') throw new Error(`${path} is not sent in Brotli`);
    const headers = Object.fromEntries(
      Object.entries(plain.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !NODE_WRITES.has(entry[0])),
    );
    payloads[path] = { identity: plain.body.toString('base64'), br: br.body.toString('base64'), headers };
  }
  return payloads;
}

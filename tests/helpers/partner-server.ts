/**
 * A partner's web server for the embed tests: a second loopback server (so a
 * second origin) serving the pages of tests/fixtures/partner with our
 * addresses filled in, the hostile stylesheets from node_modules, and a
 * strict Content-Security-Policy on every page.
 */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../server/paths';

export type Flavour = 'preact' | 'react';

export interface PartnerServer {
  url: string;
  /** The address of a page, with the embed script of a flavour. */
  page(name: string, flavour?: Flavour): string;
  close(): Promise<void>;
}

const FIXTURES = join(PROJECT_ROOT, 'tests/fixtures/partner');
const VENDOR: Record<string, string> = {
  '/vendor/bootstrap.min.css': 'node_modules/bootstrap/dist/css/bootstrap.min.css',
  '/vendor/preflight.css': 'node_modules/tailwindcss/preflight.css',
};

/** What a careful partner allows: our origin for scripts, images, media and calls; its own styles; nothing else. */
export function strictPolicy(api: string): string {
  return [
    "default-src 'none'",
    `script-src ${api}`,
    `img-src ${api}`,
    `media-src ${api}`,
    `connect-src ${api}`,
    "style-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const embedPath = (flavour: Flavour) => (flavour === 'react' ? '/embed/react/voy.js' : '/embed/voy.js');

export async function startPartnerServer(api: string): Promise<PartnerServer> {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://partner.invalid');
    const send = (status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
      response.end(body);
    };
    const serve = async () => {
      const vendor = VENDOR[url.pathname];
      if (vendor) return send(200, 'text/css; charset=utf-8', await readFile(join(PROJECT_ROOT, vendor)));
      const name = url.pathname.replace(/^\/+/, '');
      if (!/^[a-z-]+\.(html|css)$/.test(name)) return send(404, 'text/plain', 'not found');
      if (name.endsWith('.css')) return send(200, 'text/css; charset=utf-8', await readFile(join(FIXTURES, name)));
      const flavour: Flavour = url.searchParams.get('flavour') === 'react' ? 'react' : 'preact';
      // The hostile pages differ only by their stylesheets: they share one body with every widget.
      const allWidgets = (await readFile(join(FIXTURES, 'all-widgets.partial.html'), 'utf8')).trim();
      const html = (await readFile(join(FIXTURES, name), 'utf8'))
        .replace('{{ALL_WIDGETS}}', allWidgets)
        .replaceAll('{{EMBED}}', api + embedPath(flavour))
        .replaceAll('{{API}}', api);
      return send(200, 'text/html; charset=utf-8', html, { 'content-security-policy': strictPolicy(api) });
    };
    serve().catch((error: NodeJS.ErrnoException) => send(error.code === 'ENOENT' ? 404 : 500, 'text/plain', String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    page: (name, flavour = 'preact') => `${url}/${name}.html?flavour=${flavour}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/**
 * The files the server hands out besides the API: the catalogue's images and
 * videos, the embed bundles, the demo page and the site (with its client
 * routes falling back to index.html).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { PageFallback } from './errors';
import { paths } from './paths';

const DAY = 86_400;

export async function registerStatic(app: FastifyInstance): Promise<PageFallback | undefined> {
  // The first registration decorates reply.sendFile, used by the page fallback below.
  await app.register(fastifyStatic, { root: join(paths.publicAssets, 'images'), prefix: '/images/', maxAge: DAY * 1000 });
  await app.register(fastifyStatic, {
    root: join(paths.publicAssets, 'videos'),
    prefix: '/videos/',
    maxAge: DAY * 1000,
    decorateReply: false,
  });

  if (existsSync(paths.embed)) {
    await app.register(fastifyStatic, {
      root: paths.embed,
      prefix: '/embed/',
      decorateReply: false,
      preCompressed: true,
      // The loader and the per-element entries keep fixed URLs: short-lived. Chunks have hashed names.
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.includes('/chunks/') ? `public, max-age=${365 * DAY}, immutable` : 'public, max-age=300');
      },
    });
  }

  if (existsSync(paths.demo)) {
    await app.register(fastifyStatic, { root: paths.demo, prefix: '/demo/', decorateReply: false, preCompressed: true });
    app.get('/demo', (_request, reply) => reply.redirect('/demo/'));
  }

  const siteIndex = join(paths.site, 'index.html');
  if (!existsSync(siteIndex)) return undefined;
  await app.register(fastifyStatic, {
    root: paths.site,
    prefix: '/',
    decorateReply: false,
    preCompressed: true,
    wildcard: false,
    setHeaders: (res, path) => {
      res.setHeader('cache-control', path.includes('/assets/') ? `public, max-age=${365 * DAY}, immutable` : 'no-cache');
    },
  });
  // Pages prerendered at build (dist/site/<path>/index.html) are served with their HTML.
  const prerendered = new Set(
    readdirSync(paths.site, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && entry.name === 'index.html' && entry.parentPath !== paths.site)
      .map((entry) => `/${relative(paths.site, entry.parentPath).split(sep).join('/')}`),
  );
  return (request, reply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (!wantsPage) return undefined;
    const path = request.url.split('?')[0]!.replace(/\/+$/, '');
    const file = prerendered.has(path) ? `${path.slice(1)}/index.html` : 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(file, paths.site);
  };
}

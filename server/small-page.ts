/**
 * A small page the server draws itself, in the site's look (its night sky,
 * gold and Georgia titles, site/base.css's tokens): what a link from an
 * e-mail opens (a « Prévenez-moi » confirmation, an unsubscribe), where a
 * token decides what is said. No script; an optional form posts back to the
 * same server. Never cached, never indexed, no Referer out of it (its
 * address holds a token).
 */
import type { FastifyReply } from 'fastify';
import { SITE } from '../site/config';

export interface SmallPage {
  title: string;
  paragraphs: readonly string[];
  /** A button that POSTs `fields` to `action` (same origin). */
  form?: { action: string; button: string; fields?: Readonly<Record<string, string>> };
  /** Links under the text, the first drawn as the main one. */
  links?: readonly { label: string; href: string }[];
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

const STYLE = `
:root{color-scheme:dark;--gold:#d4af37;--gold-strong:#f0cf63;--night:#0f0b20;--surface:#1f1840;--text:#f5f0e6;--muted:#c7bfd9;--border:rgba(212,175,55,.28)}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;font:16px/1.6 system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;color:var(--text);background:radial-gradient(1200px 600px at 80% -10%,rgba(120,80,200,.25),transparent 60%),radial-gradient(900px 500px at -10% 20%,rgba(212,175,55,.08),transparent 60%),var(--night);background-attachment:fixed}
header,footer{padding:16px 20px}
header{border-bottom:1px solid var(--border)}
.brand{font:700 1.25rem Georgia,'Times New Roman',serif;color:var(--gold-strong);text-decoration:none}
main{flex:1;display:flex;align-items:flex-start;justify-content:center;padding:48px 16px}
.card{width:100%;max-width:560px;padding:32px 28px;border:1px solid var(--border);border-radius:14px;background:var(--surface)}
h1{margin:0 0 .6em;font:700 1.75rem/1.2 Georgia,'Times New Roman',serif;color:var(--gold-strong)}
p{margin:0 0 1em}
form{margin:1.5em 0 0}
.button{display:inline-block;min-height:44px;padding:10px 22px;border:0;border-radius:999px;font:600 1rem system-ui,sans-serif;text-decoration:none;cursor:pointer;background:linear-gradient(135deg,var(--gold-strong),var(--gold));color:#1a1206}
.links{display:flex;flex-wrap:wrap;gap:12px 20px;align-items:center;margin-top:1.5em}
a{color:var(--gold-strong)}
:focus-visible{outline:3px solid var(--gold-strong);outline-offset:2px}
footer{color:var(--muted);font-size:.85rem;border-top:1px solid var(--border)}
`.trim();

export function smallPageHtml({ title, paragraphs, form, links = [] }: SmallPage): string {
  const fields = Object.entries(form?.fields ?? {})
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return [
    '<!doctype html>',
    '<html lang="fr">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    '<meta name="referrer" content="no-referrer">',
    '<meta name="theme-color" content="#140f27">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<title>${escapeHtml(title)} — ${escapeHtml(SITE.name)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    `<header><a class="brand" href="/">${escapeHtml(SITE.name)}</a></header>`,
    '<main><div class="card">',
    `<h1>${escapeHtml(title)}</h1>`,
    ...paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`),
    ...(form ? [`<form method="post" action="${escapeHtml(form.action)}">${fields}<button class="button" type="submit">${escapeHtml(form.button)}</button></form>`] : []),
    ...(links.length > 0
      ? [`<p class="links">${links.map((link, index) => `<a${index === 0 && !form ? ' class="button"' : ''} href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`).join('')}</p>`]
      : []),
    '</div></main>',
    `<footer>${escapeHtml(`${SITE.name} — ${SITE.company}`)}<br>${escapeHtml(SITE.address)}</footer>`,
    '</body>',
    '</html>',
  ].join('\n');
}

/** Sends the page with `status`: never kept by a cache, nor its address sent on as a Referer. */
export function sendSmallPage(reply: FastifyReply, status: number, page: SmallPage): FastifyReply {
  return reply.status(status).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8').send(smallPageHtml(page));
}

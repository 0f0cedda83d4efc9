/**
 * A small page the server draws itself, in the site's look (its night sky,
 * gold and Georgia titles, site/base.css's tokens): what a link from an
 * e-mail opens (a « Prévenez-moi » confirmation, an unsubscribe), where a
 * token decides what is said. No script; an optional form posts back to the
 * same server. Never cached, never indexed, no Referer out of it (its
 * address holds a token).
 */
import type { FastifyReply } from 'fastify';
import type { AgencyIdentity } from '../site/agency-identity';

/** A control of a small page's form, its error (if any) said under it and tied to it. */
export type SmallPageControl =
  /** Radio buttons in a fieldset (keyboard: arrows move between them); none required by the browser, whose message would not be French: the server says what is missing. */
  | { kind: 'choice'; name: string; legend: string; options: readonly { value: string; label: string }[]; checked?: string | undefined; error?: string | undefined }
  | { kind: 'textarea'; name: string; label: string; value?: string | undefined; maxLength?: number; error?: string | undefined };

export interface SmallPage {
  title: string;
  paragraphs: readonly string[];
  /** A form that POSTs `fields` (and its controls' values) to `action` (same origin); `errors` are listed above it, as an alert. */
  form?: { action: string; button: string; fields?: Readonly<Record<string, string>>; controls?: readonly SmallPageControl[]; errors?: readonly string[] };
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
fieldset{margin:0 0 1.2em;padding:0;border:0}
legend,label.field{display:block;margin:0 0 .4em;font-weight:600}
.choices{display:flex;flex-wrap:wrap;gap:8px 16px}
.choices label{display:inline-flex;align-items:center;gap:6px;min-height:44px}
input[type=radio]{width:22px;height:22px;accent-color:var(--gold)}
textarea{display:block;width:100%;min-height:9em;margin:0 0 1.2em;padding:10px 12px;border:1px solid var(--border);border-radius:10px;font:inherit;color:var(--text);background:var(--night)}
.error{color:#ffb4a8;font-weight:600}
.links{display:flex;flex-wrap:wrap;gap:12px 20px;align-items:center;margin-top:1.5em}
a{color:var(--gold-strong)}
:focus-visible{outline:3px solid var(--gold-strong);outline-offset:2px}
footer{color:var(--muted);font-size:.85rem;border-top:1px solid var(--border)}
`.trim();

function controlHtml(control: SmallPageControl): string {
  const id = `champ-${escapeHtml(control.name)}`;
  const error = control.error ? `<p class="error" id="${id}-erreur">${escapeHtml(control.error)}</p>` : '';
  const described = control.error ? ` aria-describedby="${id}-erreur" aria-invalid="true"` : '';
  if (control.kind === 'choice') {
    const options = control.options
      .map(({ value, label }) => `<label><input type="radio" name="${escapeHtml(control.name)}" value="${escapeHtml(value)}"${value === control.checked ? ' checked' : ''}>${escapeHtml(label)}</label>`)
      .join('');
    return `<fieldset${described}><legend>${escapeHtml(control.legend)}</legend><div class="choices">${options}</div>${error}</fieldset>`;
  }
  const max = control.maxLength ? ` maxlength="${control.maxLength}"` : '';
  return `<label class="field" for="${id}">${escapeHtml(control.label)}</label><textarea id="${id}" name="${escapeHtml(control.name)}"${max}${described}>${escapeHtml(control.value ?? '')}</textarea>${error}`;
}

/** `agency`: the identity the agency set (server/agency/settings.ts), in the title, the header and the footer. */
export function smallPageHtml({ title, paragraphs, form, links = [] }: SmallPage, agency: AgencyIdentity): string {
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
    `<title>${escapeHtml(title)} — ${escapeHtml(agency.name)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    `<header><a class="brand" href="/">${escapeHtml(agency.name)}</a></header>`,
    '<main><div class="card">',
    `<h1>${escapeHtml(title)}</h1>`,
    ...paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`),
    ...(form?.errors?.length ? [`<div class="error" role="alert">${form.errors.map((error) => `<p>${escapeHtml(error)}</p>`).join('')}</div>`] : []),
    ...(form ? [`<form method="post" action="${escapeHtml(form.action)}">${fields}${(form.controls ?? []).map(controlHtml).join('')}<button class="button" type="submit">${escapeHtml(form.button)}</button></form>`] : []),
    ...(links.length > 0
      ? [`<p class="links">${links.map((link, index) => `<a${index === 0 && !form ? ' class="button"' : ''} href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`).join('')}</p>`]
      : []),
    '</div></main>',
    `<footer>${escapeHtml(`${agency.name} — ${agency.company}`)}<br>${escapeHtml(agency.address)}</footer>`,
    '</body>',
    '</html>',
  ].join('\n');
}

/** Sends the page with `status`: never kept by a cache, nor its address sent on as a Referer. */
export function sendSmallPage(reply: FastifyReply, status: number, page: SmallPage): FastifyReply {
  return reply.status(status).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8').send(smallPageHtml(page, reply.server.agency.identity));
}

/**
 * What every e-mail of the site looks like: a French text part and an HTML
 * part saying the same, the agency's name and address in the footer (as the
 * agency set them in the console, read when the e-mail is queued). No
 * image, no remote resource, no tracking pixel: a message opened tells the
 * agency nothing, and reads the same with images blocked.
 */
import type { AgencyIdentity } from '../../site/agency-identity';
import { NNBSP } from '../french-typography';

export interface MailContent {
  /** Paragraphs of plain text (a line break inside one is kept). */
  paragraphs: readonly string[];
  /** A link the reader may follow (an opt-in, a conversation): its label and address. */
  link?: { label: string; url: string };
  /** The way out of a list (« Prévenez-moi »), under the text: its label and address (the same as its List-Unsubscribe header). */
  unsubscribe?: { label: string; url: string };
}

interface RenderedMail {
  text: string;
  html: string;
}


/** The footer of every e-mail: who writes, from where. */
const mailFooter = (agency: AgencyIdentity) => [`${agency.name} — ${agency.company}`, agency.address] as const;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/** Only web links go into an e-mail's HTML (no javascript:, no data:). */
function safeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('an e-mail link must be http(s)');
  return parsed.href;
}

export function renderMail({ paragraphs, link, unsubscribe }: MailContent, agency: AgencyIdentity): RenderedMail {
  const footer = mailFooter(agency);
  const url = link && safeUrl(link.url);
  const leave = unsubscribe && safeUrl(unsubscribe.url);
  const text = [
    ...paragraphs,
    ...(link && url ? [`${link.label}${NNBSP}: ${url}`] : []),
    ...(unsubscribe && leave ? [`${unsubscribe.label}${NNBSP}: ${leave}`] : []),
    ['--', ...footer].join('\n'),
  ].join('\n\n');
  const para = (body: string) => `<p style="margin:0 0 16px">${escapeHtml(body).replace(/\n/g, '<br>')}</p>`;
  const html = [
    '<!doctype html>',
    '<html lang="fr">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>',
    '<body style="margin:0;padding:24px;background:#ffffff;color:#1f1a2e;font-family:Georgia,serif;font-size:16px;line-height:1.5">',
    ...paragraphs.map(para),
    ...(link && url ? [`<p style="margin:0 0 16px"><a href="${escapeHtml(url)}" style="color:#6b4fa0">${escapeHtml(link.label)}</a></p>`] : []),
    ...(unsubscribe && leave ? [`<p style="margin:0 0 16px;font-size:13px"><a href="${escapeHtml(leave)}" style="color:#6b6478">${escapeHtml(unsubscribe.label)}</a></p>`] : []),
    `<hr style="border:0;border-top:1px solid #ddd;margin:24px 0 12px">`,
    `<p style="margin:0;color:#6b6478;font-size:13px">${footer.map(escapeHtml).join('<br>')}</p>`,
    '</body>',
    '</html>',
  ].join('\n');
  return { text, html };
}

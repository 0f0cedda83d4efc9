/**
 * The audit log in French (issue 42, point 8): each action's details as one
 * sentence (« 5 messages, tous types, sans recherche ») and its target by name
 * (« Hélène »), from the names the server resolved (AuditEntry.names). One
 * formatter per action, all here; the CSV export keeps the raw fields.
 */
import { formatEuros } from '../contract/domain/price';
import { AGENCY_SETTING_LABELS, type AgencySettingKey } from '../contract/schemas/agency';
import type { AuditAction, AuditEntry } from '../contract/schemas/console/audit';
import { INBOX_KIND_LABELS } from '../contract/schemas/console/inbox';
import { REVIEW_REJECTION_REASONS } from '../contract/schemas/reviews';
import { SELF_EXCLUSION_DURATIONS } from '../contract/schemas/server';
import { STATUS_TEXTS } from '../contract/texts/status';
import { formatDateTime } from './format';

const NNBSP = '\u202f';
type Details = Record<string, unknown>;

const num = (value: unknown) => (typeof value === 'number' ? value : 0);
const plural = (n: number, one: string, many: string) => `${n}\u00a0${n > 1 ? many : one}`;
const list = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`);
const lookup = <T extends Record<string, string>>(words: T, key: unknown): string => (typeof key === 'string' && key in words ? words[key as keyof T]! : String(key));
const status = (value: unknown) => lookup(STATUS_TEXTS, value);

/** The advisor an entry names in its details, by name when the server found it. */
const advisorName = (entry: AuditEntry, id: unknown) => entry.names?.[`advisor:${String(id)}`] ?? `voyant n°\u00a0${String(id)}`;

const INBOX_STATES: Record<string, string> = { all: 'tous états', unhandled: 'à traiter', handled: 'traités' };
const INBOX_KINDS: Record<string, string> = { all: 'tous types', contact: 'messages de contact', question: 'questions gratuites', 'self-exclusion': 'demandes d’auto-exclusion' };
const EDITED_FIELDS: Record<string, string> = { weekly_hours: 'horaires', first_name: 'prénom', summary: 'présentation', type: 'type', specialties: 'spécialités', photo: 'photo', video: 'vidéo' };
const ERASED: Record<string, [string, string]> = {
  contact: ['message de contact', 'messages de contact'],
  question: ['question', 'questions'],
  conversation: ['conversation', 'conversations'],
  message: ['message de tchat', 'messages de tchat'],
  email: ['e-mail', 'e-mails'],
  alert: ['alerte', 'alertes'],
  review: ['avis', 'avis'],
  'self-exclusion': ['demande d’auto-exclusion', 'demandes d’auto-exclusion'],
  order: ['commande', 'commandes'],
};
const counted = (counts: unknown) =>
  Object.entries((counts ?? {}) as Record<string, unknown>)
    .filter(([, n]) => num(n) > 0)
    .map(([key, n]) => plural(num(n), ...(ERASED[key] ?? [key, key])));

/** One formatter per action; none for those whose entry says all in its action and target. */
const FORMATTERS: Partial<Record<AuditAction, (details: Details, entry: AuditEntry) => string>> = {
  'account-created': (d, entry) => (d.role === 'advisor' ? `Compte voyant ${ofAdvisor(advisorName(entry, d.advisor_id))}` : 'Compte administrateur'),
  'advisor-edited': (d) => `Modifié${NNBSP}: ${list((Array.isArray(d.fields) ? d.fields : []).map((field) => lookup(EDITED_FIELDS, field)))}`,
  'offers-set': (d) => plural(num(d.count), 'offre', 'offres'),
  'status-set': (d) => `${status(d.from)} → ${status(d.to)}`,
  'status-auto-offline': (d) => `Était ${status(d.from)}, ${plural(num(d.missed_in_a_row), 'demande manquée', 'demandes manquées')} d’affilée`,
  'photo-uploaded': (d) => `Fichier de ${Math.max(1, Math.round(num(d.bytes) / 1024))}\u00a0ko`,
  'video-uploaded': (d) => `Fichier de ${(num(d.bytes) / 1_048_576).toLocaleString('fr-FR', { maximumFractionDigits: 1 })}\u00a0Mo`,
  'inbox-handled': (d) => (d.handled ? 'Marqué traité' : 'Marqué à traiter'),
  'inbox-exported': (d) => `${plural(num(d.count), 'message', 'messages')}, ${lookup(INBOX_KINDS, d.kind)}, ${lookup(INBOX_STATES, d.state)}, ${d.searched ? 'avec une recherche' : 'sans recherche'}`,
  erasure: (d) => {
    const erased = counted(d.erased);
    const anonymised = counted(d.anonymised);
    const parts = [erased.length ? `Effacé${NNBSP}: ${list(erased)}` : 'Rien à effacer', ...(anonymised.length ? [`anonymisé${NNBSP}: ${list(anonymised)}`] : [])];
    return parts.join(`${NNBSP}; `);
  },
  'self-exclusion-confirmed': (d) => {
    const duration = lookup(SELF_EXCLUSION_DURATIONS, d.duration);
    const asked = d.asked && d.asked !== d.duration ? ` (demandé${NNBSP}: ${lookup(SELF_EXCLUSION_DURATIONS, d.asked)})` : '';
    return `${duration}${asked}${typeof d.ends_at === 'string' ? `, jusqu’au ${formatDateTime(d.ends_at)}` : ''}`;
  },
  'order-paid': (d) => `Commande n°\u00a0${String(d.order)}, ${formatEuros(num(d.amount_cents))}`,
  'order-refunded': (d) => `Commande n°\u00a0${String(d.order)}, ${formatEuros(num(d.amount_cents))}`,
  'review-published': (d, entry) => `Avis sur ${advisorName(entry, d.advisor_id)}`,
  'review-rejected': (d, entry) => `Avis sur ${advisorName(entry, d.advisor_id)}${NNBSP}: ${lookup(REVIEW_REJECTION_REASONS, d.reason)}`,
  'demo-data-removed': (d) => `${plural(num(d.orders), 'commande', 'commandes')} et ${plural(num(d.reviews), 'avis', 'avis')} de démonstration supprimés`,
  'agency-settings-changed': (d) => list((Array.isArray(d.keys) ? d.keys : []).map((key) => lookup(AGENCY_SETTING_LABELS as Record<AgencySettingKey, string>, key))),
};

const ofAdvisor = (name: string) => (/^[aeiouyhéèêâîôûœ]/i.test(name) ? `d’${name}` : `de ${name}`);

/** The entry's details as a French sentence; '' when it has none to say. */
export function auditDetails(entry: AuditEntry): string {
  const format = FORMATTERS[entry.action];
  return format && entry.details ? format(entry.details, entry) : '';
}

const TARGETS: Record<string, (id: string) => string> = {
  advisor: (id) => `Voyant n°\u00a0${id}`,
  account: (id) => `Compte n°\u00a0${id}`,
  order: (id) => `Commande n°\u00a0${id}`,
  review: (id) => `Avis n°\u00a0${id}`,
  mail: (id) => `E-mail n°\u00a0${id}`,
  contact: (id) => `${INBOX_KIND_LABELS.contact} n°\u00a0${id}`,
  question: (id) => `${INBOX_KIND_LABELS.question} n°\u00a0${id}`,
  'self-exclusion': (id) => `${INBOX_KIND_LABELS['self-exclusion']} n°\u00a0${id}`,
};

/** The entry's target by name (« Hélène », an account's e-mail), else its kind and number (« Commande n° 12 »). */
export function auditTarget(entry: AuditEntry): string | null {
  if (entry.target === null) return null;
  if (entry.target === 'agency') return 'Agence';
  const named = entry.names?.[entry.target];
  if (named) return named;
  const [kind, id] = entry.target.split(':') as [string, string | undefined];
  return id !== undefined && TARGETS[kind] ? TARGETS[kind](id) : entry.target;
}

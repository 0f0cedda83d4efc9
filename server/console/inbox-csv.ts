/**
 * The inbox as a CSV file for French Excel (server/console/csv.ts: the BOM,
 * the `;`, the quoting and the defused formulas): what a visitor wrote stays
 * text.
 */
import { INBOX_KIND_LABELS, type InboxItem } from '../../contract/schemas/console/inbox';
import { parisDay } from '../../contract/domain/paris-day';
import { csvDocument } from './csv';

const parisDateTime = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'short' });

const HEADER = ['Type', 'Reçu le', 'Traité', 'Nom', 'E-mail', 'Téléphone', 'Texte', 'Réponse', 'Catégorie'];

const row = (item: InboxItem) => [
  INBOX_KIND_LABELS[item.kind],
  // '02/01/2025 14:30', Paris time: a date French Excel recognises.
  parisDateTime.format(new Date(item.created_at)),
  item.handled ? 'Oui' : 'Non',
  item.name,
  item.email,
  item.phone,
  item.text,
  item.answer,
  item.category,
];

export const inboxCsv = (items: readonly InboxItem[]): string => csvDocument([HEADER, ...items.map(row)]);

/** `messages-2025-01-02.csv`, the day in Paris. */
export const inboxCsvFileName = (now: Date) => `messages-${parisDay(now)}.csv`;

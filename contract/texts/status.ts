/** The words of an advisor's availability, shared by the widgets, the site and the console. */
import type { Availability } from '../domain/availability';

/**
 * The one word of each availability (contract/domain/availability.ts), everywhere: the
 * site's dots, the widgets, the console's Statut control and its notices. SPEC.md section 4
 * allows « En ligne » and « Hors ligne » too; one word a state is used, never those.
 */
export const STATUS_TEXTS = {
  available: 'Disponible',
  busy: 'Occupé',
  offline: 'Indisponible',
} as const satisfies Readonly<Record<Availability, string>>;

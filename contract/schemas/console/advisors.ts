/** The advisors as the console edits them: their fields, filters, status, archiving and uploads. */
import * as z from 'zod/mini';
import { AVAILABILITIES } from '../../domain/availability';
import { Advisor, ADVISOR_TYPES } from '../advisor';
import { searchText, trimmed } from '../requests';

/**
 * An advisor as the console sees it: the public fields plus archiving, the
 * availability by its name (the spec's status code is the public API's
 * alone: contract/domain/availability.ts).
 */
export const ConsoleAdvisor = z.extend(z.omit(Advisor, { status: true }), {
  availability: z.enum(AVAILABILITIES),
  archived: z.boolean(),
  updated_at: z.string(),
  /** When two missed chat requests in a row set the advisor Hors ligne (their console says so and undoes it); null otherwise. */
  auto_offline_at: z.nullable(z.string()),
});
export type ConsoleAdvisor = z.infer<typeof ConsoleAdvisor>;
export const ConsoleAdvisorList = z.array(ConsoleAdvisor);

const optionalText = (max: number, label: string) =>
  z.nullable(z.string().check(z.trim(), z.maxLength(max, `${label} ne doit pas dépasser ${max} caractères`)));

/**
 * Every field of SPEC.md section 3 an operator edits (photo and video are
 * uploaded, status is set apart, slug follows the first name, rating and
 * review count are computed from the published reviews). An empty text
 * is stored as null.
 */
export const AdvisorFields = z.object({
  first_name: trimmed(1, 60, 'Le prénom est obligatoire', 'Le prénom ne doit pas dépasser 60 caractères'),
  type: z.enum(ADVISOR_TYPES, 'Type inconnu'),
  title: optionalText(120, 'Le titre'),
  specialty: optionalText(120, 'La spécialité'),
  description: optionalText(4000, 'La description'),
  messenger: optionalText(300, 'Le lien Messenger'),
  whatsapp: optionalText(300, 'Le WhatsApp'),
  phone: optionalText(40, 'Le téléphone'),
});

/** The rating and the review count are computed from the published reviews (server/reviews/advisor-rating.ts): nobody types them. */
export const COMPUTED_ADVISOR_FIELDS = ['rating', 'reviews_count'] as const;
export const COMPUTED_FIELD_MESSAGE = 'La note et le nombre d’avis sont calculés à partir des avis publiés\u202f: ils ne se saisissent pas.';
export type AdvisorFields = z.infer<typeof AdvisorFields>;

/** PATCH /api/console/advisors/:id by an admin: any subset of the fields. */
export const AdvisorPatch = z.partial(AdvisorFields);
export type AdvisorPatch = z.infer<typeof AdvisorPatch>;

/** What an `advisor` account may change of its own profile: its text. */
export const OWN_PROFILE_FIELDS = ['title', 'description'] as const;

/** GET /api/console/advisors filters. */
export const AdvisorFilters = z.object({
  search: searchText(100),
  type: z.optional(z.enum(ADVISOR_TYPES)),
  specialty: searchText(60),
  availability: z.optional(z.enum(AVAILABILITIES)),
  archived: z.optional(z.enum(['0', '1', 'all'])),
});

/** POST (no body) → ConsoleAdvisor: the advisor undoes the Hors ligne two missed requests set (auto_offline_at), back to Disponible. */
export const AUTO_OFFLINE_UNDO_PATH = '/api/console/advisors/:id/status/auto-offline/undo';

/** PUT /api/console/advisors/:id/status: the console's `Statut` control. */
export const StatusChange = z.object({ availability: z.enum(AVAILABILITIES) });
export type StatusChange = z.infer<typeof StatusChange>;

/** PUT /api/console/advisors/:id/archived */
export const ArchiveChange = z.object({ archived: z.boolean() });

/** Answer of POST /api/console/advisors/:id/photo and /video (multipart, field `file`). */
export const UploadReceipt = z.object({ advisor: ConsoleAdvisor });

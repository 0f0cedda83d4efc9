/**
 * The advisor form's values (every field a text, as typed) and what they
 * become: the fields to create, the changes to save, the draft the preview
 * draws. The shared schema (AdvisorFields) checks them with the server's own
 * French messages before anything is sent.
 */
import * as z from 'zod/mini';
import { slugify } from '../../contract/domain/slug';
import { specStatusOf } from '../../contract/domain/availability';
import type { Advisor } from '../../contract/schemas/advisor';
import { AdvisorPatch, type AdvisorFields, type ConsoleAdvisor } from '../../contract/schemas/console/advisors';

/** The rating and the review count are not among them: they are computed from the published reviews. */
export const FIELD_NAMES = ['first_name', 'type', 'title', 'specialty', 'description', 'messenger', 'whatsapp', 'phone'] as const;
export type FieldName = (typeof FIELD_NAMES)[number];
export type FormValues = Record<FieldName, string>;
export type FieldErrors = Partial<Record<FieldName, string>>;

export const EMPTY_VALUES: FormValues = {
  first_name: '',
  type: 'Tarologue',
  title: '',
  specialty: '',
  description: '',
  messenger: '',
  whatsapp: '',
  phone: '',
};

export function valuesOf(advisor: ConsoleAdvisor): FormValues {
  const text = (value: string | null) => value ?? '';
  return {
    first_name: advisor.first_name,
    type: advisor.type,
    title: text(advisor.title),
    specialty: text(advisor.specialty),
    description: text(advisor.description),
    messenger: text(advisor.messenger),
    whatsapp: text(advisor.whatsapp),
    phone: text(advisor.phone),
  };
}

/** An empty optional text is stored as null. */
function candidateOf(values: FormValues): Record<FieldName, unknown> {
  const optional = (value: string) => (value.trim() === '' ? null : value);
  return {
    first_name: values.first_name,
    type: values.type,
    title: optional(values.title),
    specialty: optional(values.specialty),
    description: optional(values.description),
    messenger: optional(values.messenger),
    whatsapp: optional(values.whatsapp),
    phone: optional(values.phone),
  };
}

export type Checked = { ok: true; fields: AdvisorFields } | { ok: false; errors: FieldErrors };

/** The values checked by the shared schema, restricted to the fields the user may edit. */
export function checkValues(values: FormValues, editable: readonly FieldName[]): Checked {
  const candidate = candidateOf(values);
  const result = z.safeParse(AdvisorPatch, Object.fromEntries(editable.map((name) => [name, candidate[name]])));
  if (result.success) return { ok: true, fields: result.data as AdvisorFields };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0] as FieldName;
    if (FIELD_NAMES.includes(name)) errors[name] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Only what changed: an edit names the fields it touches (the audit log lists them). */
export function patchOf(fields: Partial<AdvisorFields>, advisor: ConsoleAdvisor): AdvisorPatch {
  const patch: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (advisor[name as FieldName] !== value) patch[name] = value;
  }
  return patch as AdvisorPatch;
}

/** The advisor as visitors would see it with these values, in the public API's shape (what is not in the form comes from the saved advisor). */
export function draftOf(values: FormValues, saved: ConsoleAdvisor | null, placeholderName: string): Advisor {
  const candidate = candidateOf(values);
  const text = (name: FieldName) => (typeof candidate[name] === 'string' ? (candidate[name] as string).trim() : null);
  const firstName = values.first_name.trim() || placeholderName;
  return {
    id: saved?.id ?? 0,
    slug: saved?.slug ?? (slugify(firstName) || 'voyant'),
    first_name: firstName,
    type: values.type,
    title: text('title'),
    specialty: text('specialty'),
    rating: saved?.rating ?? null,
    status: specStatusOf(saved?.availability ?? 'offline'),
    photo: saved?.photo ?? null,
    video: saved?.video ?? null,
    description: typeof candidate.description === 'string' ? candidate.description : null,
    messenger: text('messenger'),
    whatsapp: text('whatsapp'),
    phone: text('phone'),
    reviews_count: saved?.reviews_count ?? 0,
  };
}

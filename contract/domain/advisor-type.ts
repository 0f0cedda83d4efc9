/**
 * An advisor's type (Tarologue, Astrologue, Numérologue, Médium), named in a
 * page address, an attribute or the API's path in any case and with or
 * without accents, or by its theme's slug (`tarologie`): the server's type
 * lists and the list widget read a type the same way.
 */
import { ADVISOR_TYPES, type AdvisorType } from './advisor-vocabulary';
import { slugify } from './slug';

/** Each type by the slug of its theme page. */
export const TYPE_BY_THEME_SLUG = { tarologie: 'Tarologue', astrologie: 'Astrologue', numerologie: 'Numérologue', mediumnite: 'Médium' } as const satisfies Record<string, AdvisorType>;

/** Each type by its slug, and by the slug of its theme page. */
const TYPE_BY_SLUG: ReadonlyMap<string, AdvisorType> = new Map([...ADVISOR_TYPES.map((type) => [slugify(type), type] as const), ...Object.entries(TYPE_BY_THEME_SLUG)]);

/** 'Numérologue', 'numerologue', 'numerologie' -> 'Numérologue'; unknown -> null. */
export function resolveType(value: string): AdvisorType | null {
  return TYPE_BY_SLUG.get(slugify(value)) ?? null;
}

/** Whether the advisor is of this type ('Numérologue' and 'numerologue' alike). */
export function hasType(advisor: { readonly type: string }, type: string): boolean {
  return slugify(advisor.type) === slugify(type);
}

/**
 * What a `<voy-advisor-list>` shows, from its attributes: which call, and the
 * rules of the page it stands for (SPEC.md section 2, texts of section 8,
 * constants of section 9). Pure data, so the view stays one small component.
 */
import { advisorsBySpecialtyPath, advisorsByTypePath } from '../core/advisor-queries';
import { resolveBase } from '../core/api';
import { resolveType } from '../../contract/domain/advisor-type';
import { pickPath } from '../../contract/domain/picks';
import { queryClient } from '../core/query';
import { resolveSpecialty } from '../../contract/domain/specialty';
import type { AdvisorType, Specialty } from '../../contract/schemas/advisor';
import { ADVISOR_BLOCK_TEXTS as BLOCK } from '../core/texts/advisor-blocks';
import { TEXTS } from '../core/texts/common';

export type ListSource =
  | { kind: 'type'; type: AdvisorType }
  | { kind: 'specialty'; specialty: Specialty; exclude?: string }
  | { kind: 'three-daily'; chat: boolean };

/** 3 advisors per list (SPEC.md section 9). */
export const DEFAULT_LIMIT = 3;

/**
 * `pick="three-daily"` first, then `type`, then `specialty`; with none of
 * them, the three advisors of the day. A value that names nothing is null (the
 * widget shows an error rather than some other list).
 */
export function resolveSource(attributes: { type?: string; specialty?: string; pick?: string; variant?: string; exclude?: string }): ListSource | null {
  const chat = attributes.variant?.trim().toLowerCase() === 'chat';
  const pick = attributes.pick?.trim();
  if (pick) return pick === 'three-daily' ? { kind: 'three-daily', chat } : null;
  if (attributes.type?.trim()) {
    const type = resolveType(attributes.type);
    return type ? { kind: 'type', type } : null;
  }
  if (attributes.specialty?.trim()) {
    const specialty = resolveSpecialty(attributes.specialty);
    return specialty ? { kind: 'specialty', specialty, exclude: attributes.exclude?.trim() } : null;
  }
  return { kind: 'three-daily', chat };
}

/** A positive whole number of cards; anything else gives the default 3. */
export function resolveLimit(limit: number | undefined): number {
  return limit !== undefined && Number.isFinite(limit) && limit >= 1 ? Math.floor(limit) : DEFAULT_LIMIT;
}

export function sourcePath(source: ListSource): string {
  if (source.kind === 'type') return advisorsByTypePath(source.type);
  if (source.kind === 'specialty') return advisorsBySpecialtyPath(source.specialty) + (source.exclude ? `?exclude=${encodeURIComponent(source.exclude)}` : '');
  // The chat cards: available advisors other than the three of the day (the server's rule).
  return pickPath(source.chat ? 'chat' : 'three-daily');
}

/** Specialty list cards without a title (the love card's own default, the finance alternative). */
export const SPECIALTY_CARD_TITLES: Record<Specialty, string> = {
  Amour: BLOCK.fallbackTitles.loveCard,
  Carrière: BLOCK.fallbackTitles.carriere,
  Argent: BLOCK.fallbackTitles.argentAlternative,
  Famille: BLOCK.fallbackTitles.famille,
};

/** What sits under each card's text. */
export type CardActions = 'contacts' | 'contacter' | 'chat' | 'none';

export interface PageRules {
  /** 'list': one card per row (tarologie, astrologie); 'grid': 1, 2 or 3 columns by width. */
  layout: 'list' | 'grid';
  loading: string;
  /** Null: the page has no error view and shows the empty text instead (numérologie). */
  error: string | null;
  empty: string;
  description: 'summary' | 'full';
  actions: CardActions;
  /** Ends with a 'Voir tous les voyants' link to /tous-nos-voyants. */
  seeAll: boolean;
  fallbackTitle?: string;
}

const base: PageRules = {
  layout: 'grid',
  loading: BLOCK.errors.advisorsLoading,
  error: BLOCK.errors.advisors,
  empty: BLOCK.errors.advisorsEmpty,
  description: 'summary',
  actions: 'contacts',
  seeAll: false,
};

const typeRules: Record<AdvisorType, Partial<PageRules>> = {
  Tarologue: { layout: 'list', description: 'full', loading: BLOCK.errors.loading, error: BLOCK.errors.tarologues },
  Astrologue: { layout: 'list', loading: TEXTS.errors.astrologuesLoading, error: TEXTS.errors.astrologues, seeAll: true },
  Numérologue: { loading: BLOCK.errors.numerologuesLoading, error: null, actions: 'contacter', seeAll: true },
  Médium: { actions: 'none', seeAll: true },
};

export function pageRules(source: ListSource): PageRules {
  switch (source.kind) {
    case 'type':
      return { ...base, ...typeRules[source.type] };
    case 'specialty':
      return { ...base, empty: BLOCK.errors.expertsEmpty, fallbackTitle: SPECIALTY_CARD_TITLES[source.specialty] };
    case 'three-daily':
      return source.chat ? { ...base, actions: 'chat' } : base;
  }
}

/**
 * Whether the list these attributes name came with the page (a page the
 * server drew holds its data): a host page that chooses a list at random
 * keeps the server's choice, and the visitor sees no other list replace it.
 */
export function listInPage(attributes: Parameters<typeof resolveSource>[0], apiBase = resolveBase()): boolean {
  const source = resolveSource(attributes);
  return source !== null && queryClient.getQueryData(['voyance', apiBase, sourcePath(source)]) !== undefined;
}

/**
 * « Venu de »: the page a visitor opened the chat from, as a person reads it.
 * A page of ours (the console's own origin) by its name, from the site's
 * routes (« Horoscope Bélier (notre site) », « Profil d’Hélène (notre
 * site) »); a partner's page by its host name (`partenaire.fr`). Text only:
 * the widget sent the address, and a console never follows a visitor's link
 * by itself. (The widget sends the address, not the page's title: a title
 * would need a column of its own.)
 */
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { PAGE_PATTERNS, type PagePattern } from '../../site/route-patterns';
import { THEMES } from '../../contract/domain/advisor-vocabulary';
import { ofName } from '../../contract/domain/french-elision';
import { slugify } from '../../contract/domain/slug';
import { resolveSpecialty } from '../../contract/domain/specialty';
import { findSign } from '../../contract/domain/zodiac';
import type { ConsoleConversation } from '../../contract/schemas/chat';
import { CHAT_TEXTS, PAGE_LABEL_TEXTS as T } from '../texts';

type Params = Readonly<Record<string, string | undefined>>;

/** Each route of the site by its name; a parameter the site would not know names the page in general. */
const PAGE_NAMES: Record<PagePattern, (params: Params, advisor: ConsoleConversation['advisor']) => string> = {
  '/': () => T.home,
  '/tous-nos-voyants': () => T.allAdvisors,
  '/horoscopes': () => T.horoscopes,
  '/horoscopes/:signName/:period?': ({ signName = '' }) => {
    const sign = findSign(signName);
    return sign ? T.horoscope(sign.name) : T.horoscopes;
  },
  '/theme-astral': () => T.birthChart,
  '/compatibilite': () => T.compatibility,
  '/par-thematique': () => T.themes,
  '/par-thematique/:theme': ({ theme = '' }) => {
    const known = THEMES.find((name) => slugify(name) === slugify(theme)) ?? resolveSpecialty(theme);
    return known ? T.theme(known) : T.themes;
  },
  '/par-specialite': () => T.themes,
  '/par-specialite/:specialty': ({ specialty = '' }) => {
    const known = resolveSpecialty(specialty);
    return known ? T.theme(known) : T.themes;
  },
  '/temoignages': () => T.testimonials,
  '/agence': () => T.agency,
  '/faq': () => T.faq,
  '/contact': () => T.contact,
  '/ma-question-gratuite': () => T.freeQuestion,
  '/mentions-legales': () => T.legal,
  '/conditions-generales': () => T.terms,
  '/politique-de-confidentialite': () => T.privacy,
  '/auto-exclusion': () => T.selfExclusion,
  '/comment-nous-verifions-les-avis': () => T.reviews,
  '/consultant-profile/:slug?': ({ slug }, advisor) => (slug === advisor.slug ? T.profile(ofName(advisor.first_name)) : T.anotherProfile),
  '/404': () => T.notFound,
};

/** A segment as the visitor's address wrote it, decoded when it can be (`%E0` alone is no text: kept as written). */
function decoded(value: string | undefined): string | undefined {
  try {
    return value === undefined ? undefined : decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The page's name when it is one of ours, else null. */
function ourPageName(url: URL, advisor: ConsoleConversation['advisor']): string | null {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  // The site's own matching (site/app.tsx): wouter's, with regexparam's patterns.
  for (const pattern of PAGE_PATTERNS) {
    const [matched, params] = matchRoute(parse, pattern, path);
    if (matched) return PAGE_NAMES[pattern](Object.fromEntries(Object.entries(params ?? {}).map(([name, value]) => [name, decoded(value)])), advisor);
  }
  return null;
}

/** « Horoscope Bélier (notre site) », `partenaire.fr`, or « page inconnue ». */
export function pageLabel(page: string | null, advisor: ConsoleConversation['advisor'], ownOrigin = globalThis.location?.origin): string {
  if (!page) return CHAT_TEXTS.unknownPage;
  let url: URL;
  try {
    url = new URL(page);
  } catch {
    return CHAT_TEXTS.unknownPage;
  }
  if (url.origin === ownOrigin) return T.ours(ourPageName(url, advisor) ?? T.otherPage);
  return url.hostname.replace(/^www\./, '');
}

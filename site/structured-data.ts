/**
 * schema.org structured data (JSON-LD) for search engines (issue 17, point
 * 5): the agency as an Organization and the site as a WebSite on the home
 * page, the FAQ as an FAQPage, an advisor as a Person offering their
 * consultations on their profile, a horoscope as an Article of its day.
 * Carried by the page's meta (site/page-meta.ts): in the server's HTML, and
 * set by the app on navigation. The agency's name, address and telephone are
 * the ones it set in the console (site/agency-identity.ts).
 */
import { ADVISOR_TEXTS, type Advisor } from '../widgets';
import type { FaqItem } from './content/faq';
import { agency, type AgencyIdentity } from './agency-identity';
import { SITE } from './config';
import { scriptJson } from './script-json';

export type StructuredData = Readonly<Record<string, unknown>>;

const CONTEXT = 'https://schema.org';

/** The last identity's Organization and WebSite: one array per identity, as the page's meta wants (site/page-meta.ts). */
let organization: { identity: AgencyIdentity; data: readonly StructuredData[] } | null = null;

/** The agency as an Organization and the site as a WebSite (the home page). */
export function organizationAndWebsite(identity: AgencyIdentity = agency()): readonly StructuredData[] {
  if (organization?.identity === identity) return organization.data;
  const { name, company, email, phone, address, city, country } = identity;
  const data: readonly StructuredData[] = [
    {
      '@context': CONTEXT,
      '@type': 'Organization',
      name,
      legalName: company,
      url: `${SITE.origin}/`,
      logo: `${SITE.origin}/favicon.svg`,
      foundingDate: String(SITE.founded),
      email,
      telephone: phone,
      address: { '@type': 'PostalAddress', streetAddress: address, addressLocality: city, addressCountry: country },
      contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', telephone: phone, email, availableLanguage: 'fr' },
    },
    { '@context': CONTEXT, '@type': 'WebSite', name, url: `${SITE.origin}/`, inLanguage: 'fr-FR' },
  ];
  organization = { identity, data };
  return data;
}

/** The questions that have an answer: an empty one is no answer to give a search engine. */
export function faqPage(items: readonly FaqItem[]): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items
      .filter((item) => item.answer.length > 0)
      .map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer.join('\n\n') } })),
  };
}

/** An advisor as a Person of the agency, their paid offers as Offers of a Service (the consultation). */
export function advisorPerson(advisor: Advisor): StructuredData {
  const photo = advisor.photo?.trim();
  return {
    '@context': CONTEXT,
    '@type': 'Person',
    name: advisor.first_name,
    jobTitle: advisor.type || ADVISOR_TEXTS.defaultType,
    ...(advisor.title ? { description: advisor.title } : {}),
    url: `${SITE.origin}/consultant-profile/${encodeURIComponent(advisor.slug)}`,
    ...(photo ? { image: `${SITE.origin}/${photo.replace(/^\/+/, '')}` } : {}),
    worksFor: { '@type': 'Organization', name: agency().name, url: `${SITE.origin}/` },
    // Computed from the published reviews of paid consultations (server/reviews/advisor-rating.ts); none without one.
    ...(advisor.rating && advisor.reviews_count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: advisor.rating, reviewCount: advisor.reviews_count, bestRating: 5, worstRating: 1 } }
      : {}),
    ...(advisor.offers?.length
      ? {
          makesOffer: advisor.offers.map((offer) => ({
            '@type': 'Offer',
            name: offer.label,
            price: (offer.price_cents / 100).toFixed(2),
            priceCurrency: 'EUR',
            itemOffered: { '@type': 'Service', name: offer.label, serviceType: 'Consultation de voyance' },
          })),
        }
      : {}),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped, so no text can close the element. */
export const jsonLdText = (data: readonly StructuredData[]) => scriptJson(data.length === 1 ? data[0] : data);

const publisher = () => ({ '@type': 'Organization', name: agency().name, url: `${SITE.origin}/`, logo: `${SITE.origin}/favicon.svg` });

/** A horoscope page as an Article by the agency, dated by its period's first day (YYYY-MM-DD, Paris). */
/** `image`: the path of the sign's drawing (its link preview), which search engines show beside the article. */
export function horoscopeArticle({ headline, description, path, date, image }: { headline: string; description: string; path: string; date: string; image: string }): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline,
    description,
    image: SITE.origin + image,
    inLanguage: 'fr-FR',
    datePublished: date,
    dateModified: date,
    url: SITE.origin + path,
    mainEntityOfPage: SITE.origin + path,
    author: publisher(),
    publisher: publisher(),
  };
}

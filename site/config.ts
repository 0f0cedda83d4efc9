/**
 * What the site says of itself that is not the agency's identity: its public
 * origin, its history and its copyright year. The agency's identity (name,
 * head office, licence, host, mediator, telephone, e-mail) is set in the
 * console (« Agence », server/agency/settings.ts) and read live by every page
 * and e-mail; its sample values, which a fresh install starts from, are
 * AGENCY_SAMPLES (contract/domain/agency-samples.ts).
 */
export const SITE = {
  founded: 2003,
  copyrightYear: 2025,
  satisfiedClients: '20 000',
  /** Where canonical and Open Graph addresses point (the site's public origin). */
  origin: 'https://www.voyance-etoilee.example',
} as const;

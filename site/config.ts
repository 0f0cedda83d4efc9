/**
 * The company's details shown in the footer, contact and legal pages. The
 * spec does not reproduce them: these are fictitious defaults, replaced by
 * the real ones at deployment (one place, nothing else to touch).
 */
export const SITE = {
  name: 'Voyance Étoilée',
  company: 'Astral Guidance FZ-LLC',
  licence: 'Licence commerciale n° 0000000 (fictive)',
  address: 'Bureau 1204, Business Bay Tower, Business Bay, Dubaï, Émirats arabes unis',
  city: 'Dubaï',
  phone: '+33 1 99 00 10 00',
  phoneHref: 'tel:+33199001000',
  email: 'service-client@voyance-etoilee.example',
  founded: 2003,
  copyrightYear: 2025,
  satisfiedClients: '20 000',
  /** Where canonical and Open Graph addresses point (the site's public origin). */
  origin: 'https://www.voyance-etoilee.example',
} as const;

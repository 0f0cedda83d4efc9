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
  /** The host of the site (LCEN art. 6-III): name, address and telephone. */
  host: {
    name: 'Hébergeur Exemple SAS (fictif)',
    address: '10 rue de l’Exemple, 75000 Paris, France (adresse fictive)',
    phone: '+33 1 99 00 20 00',
    phoneHref: 'tel:+33199002000',
  },
  /** The consumer mediator a client may turn to for free (Code de la consommation, art. L612-1). */
  mediator: {
    name: 'Médiation Consommation Exemple (fictif)',
    address: '5 avenue de l’Exemple, 75000 Paris, France (adresse fictive)',
    website: 'https://www.mediation-consommation.example',
  },
  /** Where canonical and Open Graph addresses point (the site's public origin). */
  origin: 'https://www.voyance-etoilee.example',
} as const;

/** The agency's identity as a fresh install starts from it (site/config.ts says what the site says of itself). */
/**
 * The agency's settings a fresh install starts from, clearly fictitious
 * (« fictive », « .example »): the console (« Agence ») marks each one
 * « Valeur d’exemple » until an admin sets it. Strings, as the database
 * keeps them (table agency_settings; a missing row is this sample).
 */
export const AGENCY_SAMPLES = {
  site_name: 'Voyance Étoilée',
  company: 'Astral Guidance FZ-LLC (fictive)',
  address: 'Bureau 1204, Business Bay Tower, Business Bay, Dubaï, Émirats arabes unis (adresse fictive)',
  city: 'Dubaï',
  /** The head office's country, as schema.org's PostalAddress names it (ISO 3166-1 code). */
  country: 'AE',
  licence: 'Licence commerciale n° 0000000 (fictive)',
  phone: '+33 1 99 00 10 00',
  email: 'service-client@voyance-etoilee.example',
  /** The host of the site (LCEN art. 6-III): name, address and telephone. */
  host_name: 'Hébergeur Exemple SAS (fictif)',
  host_address: '10 rue de l’Exemple, 75000 Paris, France (adresse fictive)',
  host_phone: '+33 1 99 00 20 00',
  /** The consumer mediator a client may turn to for free (Code de la consommation, art. L612-1). */
  mediator_name: 'Médiation Consommation Exemple (fictif)',
  mediator_address: '5 avenue de l’Exemple, 75000 Paris, France (adresse fictive)',
  mediator_website: 'https://www.mediation-consommation.example',
  /** A visitor whose paid total over 30 days passes it is flagged before the next order (500,00 €). */
  spending_threshold_cents: '50000',
} as const;

export type AgencySettingKey = keyof typeof AGENCY_SAMPLES;
/** Every setting's value as the database keeps it (text). */
export type AgencyValues = Record<AgencySettingKey, string>;
export const AGENCY_SETTING_KEYS = Object.keys(AGENCY_SAMPLES) as AgencySettingKey[];

/**
 * Where a French commune lies, as GeoNames and the IANA zones see it. The
 * communes' list (INSEE's, through @etalab/decoupage-administratif) names a
 * département, or for an overseas territory a three-digit code; GeoNames files
 * each overseas territory under a country code of its own, and each has one
 * legal time, except French Polynesia (Tahiti, the Marquesas, the Gambier
 * Islands) and the Southern Lands (from Kerguelen to Adélie Land), where the
 * zone is that of the place.
 */

/** Metropolitan France, Corsica included: one legal time. */
export const METROPOLITAN_ZONE = 'Europe/Paris';

interface Territory {
  /** GeoNames' country code for the territory. */
  countryCode: string;
  /** Its IANA zone; undefined where it depends on the place (GeoNames then says which). */
  timeZone: string | undefined;
}

const OVERSEAS: Record<string, Territory> = {
  '971': { countryCode: 'GP', timeZone: 'America/Guadeloupe' },
  '972': { countryCode: 'MQ', timeZone: 'America/Martinique' },
  '973': { countryCode: 'GF', timeZone: 'America/Cayenne' },
  '974': { countryCode: 'RE', timeZone: 'Indian/Reunion' },
  '975': { countryCode: 'PM', timeZone: 'America/Miquelon' },
  '976': { countryCode: 'YT', timeZone: 'Indian/Mayotte' },
  '977': { countryCode: 'BL', timeZone: 'America/St_Barthelemy' },
  '978': { countryCode: 'MF', timeZone: 'America/Marigot' },
  '984': { countryCode: 'TF', timeZone: undefined },
  '986': { countryCode: 'WF', timeZone: 'Pacific/Wallis' },
  '987': { countryCode: 'PF', timeZone: undefined },
  '988': { countryCode: 'NC', timeZone: 'Pacific/Noumea' },
  '989': { countryCode: 'CP', timeZone: undefined },
};

/** The territory of a commune's département code (« 69 », « 2A », « 971 »). */
export function territoryOf(departement: string): Territory {
  return OVERSEAS[departement] ?? { countryCode: 'FR', timeZone: METROPOLITAN_ZONE };
}

/** GeoNames' country codes of France and of every overseas territory: their places are communes, not cities of the world. */
export const FRENCH_COUNTRY_CODES: ReadonlySet<string> = new Set(['FR', ...Object.values(OVERSEAS).map((territory) => territory.countryCode)]);

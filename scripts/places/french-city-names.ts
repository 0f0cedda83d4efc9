/**
 * The French names of the cities CLDR knows as time-zone cities (« Londres »,
 * « Bruxelles », « Alger », « Le Caire », « Varsovie »): the great cities a
 * French-speaking visitor types in French. CLDR (Unicode, through the package
 * cldr-dates-modern) names each zone's exemplar city in English and in
 * French; a GeoNames city of that zone bearing the English name takes the
 * French one. Other cities keep GeoNames' name, often French already
 * (« Genève », « Liège ») or alike in both (« Milan »).
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

type ZoneNames = Record<string, Record<string, { exemplarCity?: string } & Record<string, unknown>>>;

const zonesOf = (language: 'en' | 'fr'): ZoneNames =>
  (require(`cldr-dates-modern/main/${language}/timeZoneNames.json`) as { main: Record<string, { dates: { timeZoneNames: { zone: ZoneNames } } }> }).main[language]!.dates.timeZoneNames.zone;

/** Each zone's city as GeoNames names it in English, and its French name; zones whose city is the same in both are left out. */
export function frenchCityNames(): Map<string, { english: string; french: string }> {
  const english = zonesOf('en');
  const names = new Map<string, { english: string; french: string }>();
  for (const [area, cities] of Object.entries(zonesOf('fr'))) {
    for (const [city, { exemplarCity: french }] of Object.entries(cities)) {
      // CLDR's French sometimes says which country (« Tripoli (Libye) »): the list's context already does.
      if (!french || french.includes('(')) continue;
      const inEnglish = english[area]?.[city]?.exemplarCity ?? city.replaceAll('_', ' ');
      if (inEnglish !== french) names.set(`${area}/${city}`, { english: inEnglish, french });
    }
  }
  return names;
}

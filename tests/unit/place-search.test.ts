/**
 * The birth places' search (issue 41) on the real list, as a visitor types:
 * folding (case, accents, apostrophes, hyphens, « St »), the ranking (a name
 * equal to what was typed, then by population), the overseas communes and
 * their zones, a city of the world, a commune of a few dozen people; and what
 * the list holds.
 */
import { foldPlaceName, foldPlaceQuery, createPlaceSearch, placeSearchFromText, PLACE_RESULTS } from '../../contract/domain/place-search';
import { decodePlaceList, encodePlaceList, PLACE_ID, type Place } from '../../contract/domain/place-list';
import { realPlaceListText, realPlaces } from '../helpers/place-list';

const places = realPlaces();
const search = createPlaceSearch(places);
const ids = (query: string) => search.search(query).map((place) => place.id);
const first = (query: string) => search.search(query)[0];

describe('folding what was typed and the names alike', () => {
  it.each([
    ['Saint-Étienne', 'saint etienne'],
    ['L’Haÿ-les-Roses', 'l hay les roses'],
    ["Villeneuve-d'Ascq", 'villeneuve d ascq'],
    ['Œuilly', 'oeuilly'],
    ['Łódź', 'lodz'],
    ['St. Louis', 'saint louis'],
    ['Ste-Maxime', 'sainte maxime'],
  ])('%s → %s', (name, folded) => expect(foldPlaceName(name)).toBe(folded));

  it('spells out « st » only once the visitor has gone past it: alone, it may start Strasbourg', () => {
    expect(foldPlaceQuery('st')).toBe('st');
    expect(foldPlaceQuery('st ')).toBe('saint');
    expect(foldPlaceQuery('st-eti')).toBe('saint eti');
    expect(ids('st')).toContain('67482');
  });
});

describe('the search on the real list', () => {
  it('« Lyon » gives the commune Lyon (Rhône, 69) first, before Lyons-la-Forêt', () => {
    const found = search.search('Lyon');
    expect(found[0]).toMatchObject({ id: '69123', name: 'Lyon', label: 'Lyon (Rhône, 69)', timeZone: 'Europe/Paris' });
    expect(found[0]!.lat).toBeCloseTo(45.76, 1);
    expect(found[0]!.lon).toBeCloseTo(4.84, 1);
    expect(ids('lyon')).toContain('27377');
    expect(ids('lyon').indexOf('27377')).toBeGreaterThan(0);
  });

  it.each(['saint etienne', 'Saint-Étienne', 'SAINT ETIENNE', 'st etienne', 'st-étienne', 'saint  étienne'])('« %s » finds Saint-Étienne (Loire, 42) first', (query) => {
    expect(first(query)).toMatchObject({ id: '42218', label: 'Saint-Étienne (Loire, 42)' });
  });

  it('« Paris » gives the capital first, Paris, Texas after', () => {
    const found = ids('Paris');
    expect(found[0]).toBe('75056');
    expect(found).toContain('g4717560');
    expect(search.search('Paris').find((place) => place.id === 'g4717560')).toMatchObject({ label: 'Paris (États-Unis)', timeZone: 'America/Chicago' });
  });

  it('tells apart two cities of one name in one country by their state', () => {
    const labels = search.search('Springfield').map((place) => place.label);
    expect(labels).toContain('Springfield (Illinois, États-Unis)');
    expect(labels).toContain('Springfield (Missouri, États-Unis)');
  });

  it('writes the names with the site’s apostrophe and finds them with either', () => {
    expect(first('Villeneuve-d’Ascq')).toMatchObject({ id: '59009', label: 'Villeneuve-d’Ascq (Nord, 59)' });
    expect(first("villeneuve d'ascq")!.id).toBe('59009');
    expect(first('cergy')).toMatchObject({ label: 'Cergy (Val-d’Oise, 95)' });
  });

  it('a later word of the name is found too, after the names that start with it: « havre » finds Le Havre', () => {
    expect(ids('havre')).toContain('76351');
    expect(ids('le havre')[0]).toBe('76351');
  });

  it('finds the overseas communes with their own legal time: Pointe-à-Pitre in Guadeloupe, Nouméa', () => {
    expect(first('pointe a pitre')).toMatchObject({ id: '97120', label: 'Pointe-à-Pitre (Guadeloupe, 971)', timeZone: 'America/Guadeloupe' });
    expect(first('Nouméa')).toMatchObject({ id: '98818', label: 'Nouméa (Nouvelle-Calédonie, 988)', timeZone: 'Pacific/Noumea' });
    expect(first('noumea')!.lat).toBeCloseTo(-22.27, 1);
  });

  it('shows the great cities by their French names, and finds them by either name', () => {
    for (const query of ['Londres', 'london', 'Lond']) expect(first(query), query).toMatchObject({ label: 'Londres (Royaume-Uni)', timeZone: 'Europe/London' });
    expect(first('Bruxelles')).toMatchObject({ label: 'Bruxelles (Belgique)', timeZone: 'Europe/Brussels' });
    expect(first('Brussels')!.label).toBe('Bruxelles (Belgique)');
    expect(first('Alger')).toMatchObject({ label: 'Alger (Algérie)', timeZone: 'Africa/Algiers' });
    expect(first('le caire')!.label).toBe('Le Caire (Égypte)');
    expect(first('Varsovie')!.label).toBe('Varsovie (Pologne)');
    // CLDR's French for Manaus is the old « Manaos »: typed as its people write it, it is still found.
    expect(first('Manaus')!.timeZone).toBe('America/Manaus');
  });

  it('finds a city of the world by its name as written or without accents: Montréal (Canada)', () => {
    for (const query of ['Montréal', 'montreal', 'MONTRE']) expect(first(query), query).toMatchObject({ id: 'g6077243', label: 'Montréal (Canada)', timeZone: 'America/Toronto' });
  });

  it('finds a commune of fewer than 100 inhabitants by its whole name', () => {
    // 76 inhabitants (INSEE's population in @etalab/decoupage-administratif 6.0.0).
    expect(first('chezeaux')).toMatchObject({ id: '52124', label: 'Chézeaux (Haute-Marne, 52)', timeZone: 'Europe/Paris' });
  });

  it('answers at most ten places, and none for nothing typed', () => {
    expect(search.search('sa')).toHaveLength(PLACE_RESULTS);
    expect(search.search('s', 3)).toHaveLength(3);
    expect(search.search('')).toEqual([]);
    expect(search.search(' -’ ')).toEqual([]);
    expect(search.search('zzzzqx')).toEqual([]);
  });
});

describe('the list', () => {
  it('holds the French communes and the cities of the world, each id once and of the documented form', () => {
    expect(new Set(places.map((place) => place.id)).size).toBe(places.length);
    expect(places.filter((place) => !PLACE_ID.test(place.id))).toEqual([]);
    for (const id of ['6912', '691234', 'g', 'g0', 'G123', '2C001', ' 69123']) expect(PLACE_ID.test(id), id).toBe(false);
    expect(places.filter((place) => !place.id.startsWith('g')).length).toBeGreaterThan(14_000);
    expect(places.filter((place) => place.id.startsWith('g')).length).toBeGreaterThan(20_000);
  });

  it('gives every metropolitan commune Europe/Paris and a position in metropolitan France', () => {
    const metropolitan = places.filter((place) => /^(\d\d|2[AB])\d{3}$/.test(place.id) && !place.id.startsWith('97') && !place.id.startsWith('98'));
    expect(metropolitan.length).toBeGreaterThan(14_000);
    for (const place of metropolitan) {
      expect(place.timeZone, place.id).toBe('Europe/Paris');
      expect(place.lat, place.id).toBeGreaterThan(41.3);
      expect(place.lat, place.id).toBeLessThan(51.1);
      expect(place.lon, place.id).toBeGreaterThan(-5.2);
      expect(place.lon, place.id).toBeLessThan(9.6);
    }
  });

  it('is made a slice at a time, pausing between slices, and answers as the search made at once', async () => {
    let pauses = 0;
    const sliced = await placeSearchFromText(realPlaceListText(), async () => {
      pauses++;
    });
    // The whole list, in pauses of 2,000 places: a browser handles the visitor's taps between them.
    expect(sliced.size).toBe(places.length);
    expect(pauses).toBe(Math.ceil(places.length / 2000));
    for (const query of ['Lyon', 'saint etienne', 'Nouméa', 'havre', 'Montréal', 'L’Abergement']) {
      expect(sliced.search(query).map((place) => place.id), query).toEqual(ids(query));
    }
  });

  it('reads back what it wrote', () => {
    const some: Place[] = [...places.slice(0, 50), places.find((place) => place.alias !== undefined)!];
    expect(some.at(-1)!.alias).toBe('Mexico City');
    expect(decodePlaceList(encodePlaceList(some))).toEqual(some);
    expect(() => decodePlaceList('another-format/2\n\n\n')).toThrow(/format/);
  });
});

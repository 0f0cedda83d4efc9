/**
 * The real list of birth places for tests: the built one (npm test builds
 * before it runs the tests), else built now from the packages, as the build
 * would (about 3 s), so that a lone vitest run tests the real thing too.
 */
import { readFileSync } from 'node:fs';
import { decodePlaceList, type Place } from '../../contract/domain/place-list';
import { buildPlaceList, builtPlaceListFile } from '../../scripts/build-places';

let text: string | undefined;

export function realPlaceListText(): string {
  if (text === undefined) {
    const file = builtPlaceListFile();
    text = file ? readFileSync(file, 'utf8') : buildPlaceList().text;
  }
  return text;
}

export const realPlaces = (): Place[] => decodePlaceList(realPlaceListText());

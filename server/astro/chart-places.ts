/**
 * The birth chart's places: the list of places the widgets search
 * (server/places/place-list.ts), each as a chart names it. A place id not in
 * the list is no place: the chart's API refuses it rather than guess.
 */
import { findPlaceById } from '../places/place-list';
import type { PlaceLookup } from './birth-chart';

export const chartPlaceById: PlaceLookup = (id) => {
  const place = findPlaceById(id);
  return place && { id: place.id, label: place.label, latitude: place.lat, longitude: place.lon, timeZone: place.timeZone };
};

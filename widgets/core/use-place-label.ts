/**
 * The label of a place an address named (`lieu=69123`), from the list of
 * places, for when no answer of the server brings it: the server refused the
 * address (a date before 1900, an hour that never was), and the form it comes
 * back to would otherwise show the place the visitor had picked as an empty
 * field. The list loads only then (`wanted`), not for every address opened:
 * the chart's own answer names its place.
 */
import { useEffect, useState } from 'react';
import { loadPlaceSearch } from './place-list';

export function usePlaceLabel(apiBase: string, id: string | null, wanted: boolean): string | undefined {
  const [found, setFound] = useState<{ id: string; label: string }>();
  useEffect(() => {
    if (!wanted || !id) return;
    let current = true;
    loadPlaceSearch(apiBase).then(
      (search) => {
        const place = search.placeById(id);
        if (current && place) setFound({ id, label: place.label });
      },
      // Logged by the loader; the field stays empty, as the place's own refusal says why.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [apiBase, id, wanted]);
  return found?.id === id ? found.label : undefined;
}

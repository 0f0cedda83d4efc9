/**
 * The list of places for the place field, asked for at the field's first
 * use (focus or typing), never when the widget mounts: most visitors of a
 * page never open the field, and the list is heavy.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlaceSearch } from '../../contract/domain/place-search';
import { loadPlaceSearch } from './place-list';

export type PlaceListState = { phase: 'idle' | 'loading' | 'failed' } | { phase: 'ready'; search: PlaceSearch };

export function usePlaceSearch(apiBase: string): [PlaceListState, () => void] {
  const [state, setState] = useState<PlaceListState>({ phase: 'idle' });
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const load = useCallback(() => {
    if (state.phase === 'loading' || state.phase === 'ready') return;
    setState({ phase: 'loading' });
    loadPlaceSearch(apiBase).then(
      (search) => mounted.current && setState({ phase: 'ready', search }),
      // Logged by the loader; the next keystroke asks again.
      () => mounted.current && setState({ phase: 'failed' }),
    );
  }, [apiBase, state.phase]);
  return [state, load];
}

/**
 * The birth place as a combobox (WAI-ARIA 1.2's pattern, list autocomplete):
 * the input is the combobox, its suggestions a listbox it controls; arrows
 * move the active option (aria-activedescendant, focus stays in the input),
 * Enter or a tap picks it, Escape closes the list. Suggestions follow each
 * keystroke once the list of places is loaded, which the field's first use
 * asks for. Only a picked place counts: its label is what the field then holds.
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Place } from '../../../contract/domain/place-list';
import { BIRTH_TEXTS as T } from '../texts/birth';
import theme from '../theme.module.css';
import { usePlaceSearch } from '../use-place-search';
import formStyles from './form.module.css';
import styles from './place-field.module.css';

export { css as placeFieldCss } from './place-field.module.css';

export interface PickedPlace {
  id: string;
  label: string;
}

export interface PlaceFieldProps {
  apiBase: string;
  /** What the input holds. */
  text: string;
  onText(text: string): void;
  onPick(place: PickedPlace): void;
  error?: string | undefined;
  disabled?: boolean;
  /** The input's name in its form (two people's fields in one form each have their own). */
  name?: string;
  /** Added to the field's class: where its form lays it out. */
  className?: string;
}

export function PlaceField({ apiBase, text, onText, onPick, error, disabled, name = 'lieu', className }: PlaceFieldProps) {
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [places, loadPlaces] = usePlaceSearch(apiBase);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const list = useRef<HTMLUListElement>(null);

  const results: Place[] = useMemo(() => (places.phase === 'ready' && text.trim() ? places.search.search(text) : []), [places, text]);
  const expanded = open && results.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    list.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const pick = (place: Place) => {
    onPick({ id: place.id, label: place.label });
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      loadPlaces();
      if (!expanded) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : results.length - 1);
      } else setActive((current) => (event.key === 'ArrowDown' ? (current + 1) % results.length : (current <= 0 ? results.length : current) - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      // Picks the place instead of sending the form.
      event.preventDefault();
      pick(results[active]!);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  // Read out as the visitor types; seen while the list loads or when nothing matches (suggestions speak for themselves).
  const searched = places.phase === 'ready' && open && text.trim() !== '';
  const status = places.phase === 'loading' ? T.placesLoading : searched ? (results.length ? T.placesFound(results.length) : T.noPlaceFound) : '';
  const statusShown = places.phase === 'loading' || (searched && results.length === 0);

  return (
    <div className={`${formStyles.field} ${styles.field}${className ? ` ${className}` : ''}`}>
      <label className={formStyles.label} htmlFor={id}>
        {T.place}
      </label>
      <p className={styles.hint} id={hintId}>
        {T.placeHint}
      </p>
      <div className={styles.combobox}>
        <input
          id={id}
          name={name}
          type="text"
          role="combobox"
          className={formStyles.input}
          part="input place-input"
          value={text}
          placeholder={T.placePlaceholder}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onFocus={loadPlaces}
          onChange={(event) => {
            loadPlaces();
            onText(event.currentTarget.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <ul id={listId} ref={list} role="listbox" aria-label={T.placeList} className={styles.options} hidden={!expanded} part="place-list">
          {expanded &&
            results.map((place, index) => (
              <li
                key={place.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                part="place-option"
                // Keeps the focus in the input: the tap picks, the list does not close first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(place)}
              >
                {place.label}
              </li>
            ))}
        </ul>
      </div>
      <p className={statusShown ? styles.hint : theme.visuallyHidden} role="status">
        {status}
      </p>
      {places.phase === 'failed' && (
        <p className={formStyles.fieldError} role="alert">
          {T.placesFailed}
        </p>
      )}
      {error && (
        <p className={formStyles.fieldError} id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

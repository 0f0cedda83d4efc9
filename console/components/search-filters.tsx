/**
 * A list's filter bar: its search field, then the page's own selects. The
 * list follows the search field once typing pauses, or at once on Enter or
 * the button.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { APP_TEXTS } from '../texts';
import buttons from './button.module.css';
import { TextField } from './field';
import page from './page.module.css';

/** Typing pauses this long before the list follows the search field. */
const SEARCH_DELAY_MS = 300;

export function SearchFilters({ label, hint, onSearch, children }: { label: string; hint: string; onSearch(search: string): void; children: ReactNode }) {
  const [text, setText] = useState('');
  // The latest callback: the page passes a new closure at every render, the text says when to call it.
  const search = useRef(onSearch);
  search.current = onSearch;
  useEffect(() => {
    const timer = setTimeout(() => search.current(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <form
      className={page.filters}
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        search.current(text.trim());
      }}
    >
      <TextField label={APP_TEXTS.search} name="search" type="search" value={text} onChange={setText} placeholder={hint} />
      {children}
      <button type="submit" className={buttons.button}>
        {APP_TEXTS.apply}
      </button>
    </form>
  );
}

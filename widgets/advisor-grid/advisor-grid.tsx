import { useEffect, useId, useRef, useState } from 'react';
import { ALL_ADVISORS_PATH, advisorListQuery } from '../core/advisor-queries';
import { AdvisorCard, CardLinks } from '../core/parts/advisor-card';
import { EmptyMessage, ErrorMessage, LoadingBlock } from '../core/parts/feedback';
import parts from '../core/parts/parts.module.css';
import { useApiQuery } from '../core/query';
import { ADVISOR_BLOCK_TEXTS as BLOCK } from '../core/texts/advisor-blocks';
import { useWidget } from '../core/widget-context';
import styles from './advisor-grid.module.css';
import { FILTER_THEMES, filterByThemes, toggleTheme, type FilterTheme } from './theme-filter';

/** Cards shown at first and added by each 'Voir plus de voyants'. */
const PAGE = 12;

/** Everything of the all-advisors screen: the 'Thématique' filter and the grid of cards (in the API's order), 12 at a time. */
export function AdvisorGridView() {
  const { apiBase } = useWidget();
  const advisors = useApiQuery(advisorListQuery(apiBase, ALL_ADVISORS_PATH));
  const [selected, setSelected] = useState<FilterTheme[]>([]);
  const countId = useId();
  const [limit, setLimit] = useState(PAGE);
  const list = useRef<HTMLUListElement>(null);
  // After 'Voir plus', focus goes to the first new card's profile link.
  useEffect(() => {
    if (limit > PAGE) list.current?.children[limit - PAGE]?.querySelector('a')?.focus();
  }, [limit]);

  if (advisors.isPending) return <LoadingBlock text={BLOCK.errors.advisorsLoading} count={6} />;
  if (advisors.isError) return <ErrorMessage>{BLOCK.errors.advisors}</ErrorMessage>;

  const shown = filterByThemes(advisors.data, selected);
  return (
    <div className={styles.layout}>
      <fieldset className={styles.filter} part="filter">
        <legend className={styles.legend}>Thématique</legend>
        <div className={styles.options}>
          {FILTER_THEMES.map((theme) => (
            <label key={theme} className={styles.option}>
              <input
                type="checkbox"
                checked={selected.includes(theme)}
                onChange={() => setSelected((current) => toggleTheme(current, theme))}
                aria-controls={countId}
              />
              {theme}
            </label>
          ))}
        </div>
      </fieldset>
      <section aria-label="Nos voyants">
        <p className={styles.count} id={countId} role="status" aria-live="polite">
          {shown.length} {shown.length > 1 ? 'voyants' : 'voyant'}
        </p>
        {shown.length === 0 ? (
          <EmptyMessage>{BLOCK.errors.advisorsEmpty}</EmptyMessage>
        ) : (
          <ul className={styles.grid} ref={list}>
            {shown.slice(0, limit).map((advisor) => (
              <li key={advisor.id} style={{ display: 'flex' }}>
                <AdvisorCard
                  advisor={advisor}
                  // The grid has no heading of its own: the names are the first level inside the widget.
                  headingLevel={2}
                  actions={<CardLinks advisor={advisor} channels={['whatsapp', 'phone']} alsoRemember="lastVoyantId" />}
                />
              </li>
            ))}
          </ul>
        )}
        {shown.length > limit && (
          <button type="button" className={`${parts.button} ${styles.more}`} part="button more" onClick={() => setLimit(limit + PAGE)}>
            {BLOCK.seeMore}
          </button>
        )}
      </section>
    </div>
  );
}

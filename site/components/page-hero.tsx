import type { ReactNode } from 'react';

/** The banner at the top of a page: a title, an optional tagline and actions. */
export function PageHero({ title, tagline, children, compact = false }: { title: string; tagline?: string; children?: ReactNode; compact?: boolean }) {
  return (
    <section className={`hero${compact ? ' hero--compact' : ''}`}>
      <div className="hero__inner">
        <h1 className="hero__title">{title}</h1>
        {tagline && <p className="hero__tagline">{tagline}</p>}
        {children}
      </div>
    </section>
  );
}

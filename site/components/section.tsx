import type { ReactNode } from 'react';

/** A titled block of a page. The id lets the header scroll to it. */
export function Section({ title, intro, id, children, tone = 'plain' }: { title?: string; intro?: ReactNode; id?: string; children?: ReactNode; tone?: 'plain' | 'raised' }) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section className={`section section--${tone}`} id={id} aria-labelledby={title ? headingId : undefined}>
      <div className="section__inner">
        {title && (
          <h2 className="section__title" id={headingId}>
            {title}
          </h2>
        )}
        {intro && <div className="section__intro">{intro}</div>}
        {children}
      </div>
    </section>
  );
}

/** A titled panel of a console page, named by its heading for assistive technologies. */
import { useId, type ReactNode } from 'react';
import page from './page.module.css';

export function Panel({ title, intro, className, children }: { title: string; intro?: string; className?: string; children: ReactNode }) {
  const titleId = `${useId()}title`;
  return (
    <section className={className ? `${page.panel} ${className}` : page.panel} aria-labelledby={titleId}>
      <h2 className={page.subtitle} id={titleId}>
        {title}
      </h2>
      {intro && <p className={page.intro}>{intro}</p>}
      {children}
    </section>
  );
}

import { useState } from 'react';
import { assetUrl, placeholderPhoto } from '../api';
import type { Advisor } from '../schemas';
import { ADVISOR_TEXTS } from '../texts/advisor';
import { useWidget } from '../widget-context';
import styles from './advisor.module.css';

/** The advisor's photo; the placeholder when there is none or when it fails to load. */
export function AdvisorPhoto({ advisor, className, eager = false }: { advisor: Pick<Advisor, 'photo' | 'first_name'>; className?: string; eager?: boolean }) {
  const { apiBase } = useWidget();
  const [failed, setFailed] = useState(false);
  const source = (!failed && assetUrl(apiBase, advisor.photo)) || placeholderPhoto(apiBase);
  return (
    <img
      className={className ?? styles.photo}
      part="photo"
      src={source}
      alt={ADVISOR_TEXTS.photoAlt(advisor.first_name)}
      width={400}
      height={500}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

import { useState, type ReactNode } from 'react';
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

/**
 * The portrait first (the face, not a starfield); with a video, a play button
 * over it, 'Voir la vidéo de …', swaps in the video, which then plays.
 */
export function AdvisorMedia({ advisor, photo, className }: { advisor: Pick<Advisor, 'photo' | 'video' | 'first_name'>; photo: ReactNode; className?: string }) {
  const { apiBase } = useWidget();
  const [playing, setPlaying] = useState(false);
  const video = assetUrl(apiBase, advisor.video);
  if (!video) return photo;
  return playing ? (
    <video
      className={className}
      part="video"
      src={video}
      poster={assetUrl(apiBase, advisor.photo) ?? placeholderPhoto(apiBase)}
      aria-label={ADVISOR_TEXTS.video(advisor.first_name)}
      autoPlay
      controls
      playsInline
    />
  ) : (
    <div className={styles.poster}>
      {photo}
      <button type="button" className={styles.play} part="button play" aria-label={ADVISOR_TEXTS.playVideo(advisor.first_name)} onClick={() => setPlaying(true)}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M8 5v14l11-7z" fill="currentColor" />
        </svg>
      </button>
    </div>
  );
}

import { useState, type ReactNode } from 'react';
import { assetUrl, placeholderPhoto } from '../api';
import { PHOTO_CONTENT_TYPES, PRIMARY_PHOTO, photoHeight, photoSrcset } from '../../../contract/domain/photo-variants';
import type { Advisor } from '../../../contract/schemas';
import { ADVISOR_TEXTS } from '../texts/advisor';
import { useWidget } from '../widget-context';
import styles from './advisor.module.css';

/** The card's own photo is 84 px wide; a widget that shows it larger says how large (its `sizes`). */
const CARD_SIZES = '84px';
const LARGE_SIZES = '(max-width: 420px) 100vw, 360px';

/**
 * The advisor's photo; the placeholder when there is none or when it fails to
 * load. An uploaded photo (contract/domain/photo-variants.ts) comes as a
 * `<picture>`: AVIF for the browsers that read it, else WebP, each at the
 * width the layout needs; a seed photo (images/voyants/*.svg) as it is.
 */
export function AdvisorPhoto({
  advisor,
  className,
  eager = false,
  sizes,
}: {
  advisor: Pick<Advisor, 'photo' | 'first_name'>;
  className?: string;
  eager?: boolean;
  /** The `sizes` of the variants: the card's 84 px by default, a large portrait when another class lays it out. */
  sizes?: string;
}) {
  const { apiBase } = useWidget();
  const [failed, setFailed] = useState(false);
  const source = (!failed && assetUrl(apiBase, advisor.photo)) || placeholderPhoto(apiBase);
  const url = (path: string) => assetUrl(apiBase, path) ?? '';
  const webp = failed ? null : photoSrcset(advisor.photo, 'webp', url);
  const avif = failed ? null : photoSrcset(advisor.photo, 'avif', url);
  const layoutSizes = sizes ?? (className ? LARGE_SIZES : CARD_SIZES);
  // A lazy image may be sized by its own layout ('auto', where supported; the rest read what follows).
  const variantSizes = eager ? layoutSizes : `auto, ${layoutSizes}`;
  const image = (
    <img
      className={className ?? styles.photo}
      part="photo"
      alt={ADVISOR_TEXTS.photoAlt(advisor.first_name)}
      width={PRIMARY_PHOTO.width}
      height={photoHeight(PRIMARY_PHOTO.width)}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      sizes={webp ? variantSizes : undefined}
      srcSet={webp ?? undefined}
      src={source}
      onError={() => setFailed(true)}
    />
  );
  if (!webp || !avif) return image;
  return (
    <picture className={styles.picture}>
      <source type={PHOTO_CONTENT_TYPES.avif} srcSet={avif} sizes={variantSizes} />
      {image}
    </picture>
  );
}

/**
 * The portrait first (the face, not a starfield); with a video, a play button
 * over it, 'Voir la vidéo d’Hélène', swaps in the video, which then plays.
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

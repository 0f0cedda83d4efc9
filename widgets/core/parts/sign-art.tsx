/**
 * The twelve sign illustrations, drawn for this project: each sign's glyph as
 * one gold line path on a round night-sky medallion (the medallion and its
 * glow are CSS, so each sign costs one path, kept in domain/sign-glyphs.ts).
 * Shared by voy-horoscope and voy-horoscope-signs; the element that shows
 * them adopts `css` from sign-art.module.css.
 */
import { SIGN_STARS, signGlyph } from '../../../contract/domain/sign-glyphs';
import styles from './sign-art.module.css';

/**
 * One sign's illustration. With a label it is an image with that name;
 * without, it is decoration beside text that already names the sign.
 */
export function SignArt({ sign, label, size = 'medium' }: { sign: string; label?: string; size?: 'small' | 'medium' | 'large' }) {
  const glyph = signGlyph(sign);
  return (
    <span
      className={`${styles.medallion} ${styles[size]}`}
      part="sign-art"
      data-sign={sign}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <svg className={styles.art} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <path className={styles.stars} d={SIGN_STARS} />
        {glyph && <path className={styles.glyph} d={glyph} />}
      </svg>
    </span>
  );
}

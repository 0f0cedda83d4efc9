/** The links to the eleven other signs, below the full sign page. */
import { useId } from 'react';
import { horoscopePath } from '../../contract/domain/horoscope-periods';
import { ZODIAC_SIGNS } from '../../contract/domain/zodiac';
import { SignArt } from '../core/parts/sign-art';
import { WidgetLink } from '../core/parts/widget-link';
import styles from './horoscope.module.css';
import { HOROSCOPE_TEXTS } from './texts';

export function OtherSigns({ sign }: { sign: string }) {
  const headingId = useId();
  return (
    <nav className={styles.others} aria-labelledby={headingId} part="other-signs">
      <h3 id={headingId}>{HOROSCOPE_TEXTS.otherSigns}</h3>
      <ul>
        {ZODIAC_SIGNS.filter((other) => other.slug !== sign).map((other) => (
          <li key={other.slug}>
            <WidgetLink path={horoscopePath(other.slug)} part="sign-link">
              <SignArt sign={other.slug} size="small" />
              <span>{other.name}</span>
            </WidgetLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

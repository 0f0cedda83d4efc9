import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { usePageMeta } from '../page-meta';
import buttons from '../components/button.module.css';
import hero from '../components/page-hero.module.css';
import styles from './not-found.module.css';

export function NotFoundPage() {
  usePageMeta({
    title: 'Page introuvable',
    description: 'La page que vous cherchez n’existe pas ou a été déplacée. Revenez à l’accueil pour retrouver nos voyants, nos horoscopes gratuits et notre question gratuite.',
    path: '/404',
  });
  // Logged once per mount, even when React's strict mode replays the effect.
  const logged = useRef(false);
  useEffect(() => {
    if (logged.current) return;
    logged.current = true;
    console.error('[voyance] 404:', location.pathname);
  }, []);
  return (
    <section className={`${hero.hero} ${styles.hero}`}>
      <div className={hero.inner}>
        <h1 className={hero.title} lang="en">
          Oops! Page not found
        </h1>
        <p className={hero.tagline}>La page que vous cherchez n’existe pas ou a été déplacée.</p>
        <div className={buttons.actions}>
          <Link href="/" className={`${buttons.button} ${buttons.gold}`}>
            Retour à l’accueil
          </Link>
        </div>
      </div>
    </section>
  );
}

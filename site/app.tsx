/** The site: the routes of SPEC.md section 2 inside the shell (header, main, footer). */
import { useEffect, type ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { Footer } from './layout/footer';
import { Header } from './layout/header';
import { RouteErrorBoundary } from './layout/route-error-boundary';
import { AgencyPage } from './pages/agency';
import { AllAdvisorsPage } from './pages/all-advisors';
import { ContactPage } from './pages/contact';
import { FaqPage } from './pages/faq';
import { FreeQuestionPage } from './pages/free-question';
import { HomePage } from './pages/home';
import { HoroscopesPage } from './pages/horoscopes';
import { LegalNoticePage } from './pages/legal-notice';
import { NotFoundPage } from './pages/not-found';
import { PrivacyPage } from './pages/privacy';
import { ProfilePage } from './pages/profile';
import { SelfExclusionPage } from './pages/self-exclusion';
import { SignPage } from './pages/sign';
import { SpecialtyPage } from './pages/specialty';
import { TermsPage } from './pages/terms';
import { TestimonialsPage } from './pages/testimonials';
import { ThemeIndexPage } from './pages/theme-index';
import { ThemePage } from './pages/theme';
import type { PagePattern } from './route-patterns';
import type { KEEP_SCROLL } from './keep-scroll';
import styles from './app.module.css';

/**
 * Every route change scrolls the page to the top (SPEC.md section 2), but for
 * an address that follows a control on the page (a horoscope's period tab,
 * navigated with KEEP_SCROLL): the visitor stays where they were.
 */
function ScrollToTop() {
  const [path] = useLocation();
  useEffect(() => {
    if ((history.state as typeof KEEP_SCROLL | null)?.keepScroll) {
      // Once: coming back to this entry later (Back) scrolls to the top like any other route change.
      history.replaceState(null, '');
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [path]);
  return null;
}

/** Each route's page; the record's type makes a route without a page (or the reverse) a type error. */
const PAGES: Record<Exclude<PagePattern, '/par-thematique' | '/par-specialite'>, ComponentType> = {
  '/': HomePage,
  '/tous-nos-voyants': AllAdvisorsPage,
  '/horoscopes': HoroscopesPage,
  '/horoscopes/:signName/:period?': SignPage,
  '/par-thematique/:theme': ThemePage,
  '/par-specialite/:specialty': SpecialtyPage,
  '/temoignages': TestimonialsPage,
  '/agence': AgencyPage,
  '/faq': FaqPage,
  '/contact': ContactPage,
  '/ma-question-gratuite': FreeQuestionPage,
  '/mentions-legales': LegalNoticePage,
  '/conditions-generales': TermsPage,
  '/politique-de-confidentialite': PrivacyPage,
  '/auto-exclusion': SelfExclusionPage,
  '/consultant-profile/:slug?': ProfilePage,
  '/404': NotFoundPage,
};

export const ROUTES = Object.entries(PAGES) as [path: string, page: ComponentType][];

export function App() {
  const [path] = useLocation();
  return (
    <>
      <a className={styles.skipLink} href="#contenu">
        Aller au contenu
      </a>
      <ScrollToTop />
      <Header />
      <main id="contenu" tabIndex={-1}>
        <RouteErrorBoundary path={path}>
          <Switch>
            {ROUTES.map(([pattern, Page]) => (
              <Route key={pattern} path={pattern} component={Page} />
            ))}
            {/* /par-thematique, /par-specialite and every other path: the by-theme index (the server answers the others with a 404). */}
            <Route component={ThemeIndexPage} />
          </Switch>
        </RouteErrorBoundary>
      </main>
      <Footer />
    </>
  );
}

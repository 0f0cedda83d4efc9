/** The site: the routes of SPEC.md section 2 inside the shell (header, main, footer). */
import { useEffect } from 'react';
import { parse } from 'regexparam';
import { matchRoute, Route, Switch, useLocation, type BaseLocationHook } from 'wouter';
import { navigate, useBrowserLocation } from 'wouter/use-browser-location';
import { Footer } from './layout/footer';
import { Header } from './layout/header';
import { WayBack } from './layout/way-back';
import { RouteErrorBoundary } from './layout/route-error-boundary';
import { lazyPage, type LazyPage } from './lazy-page';
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

/** Each page in its own file (site/lazy-page.tsx), named as its file. */
const AgencyPage = lazyPage('agency', () => import('./pages/agency').then((file) => ({ ...file, page: file.AgencyPage })));
const AllAdvisorsPage = lazyPage('all-advisors', () => import('./pages/all-advisors').then((file) => ({ ...file, page: file.AllAdvisorsPage })));
const CompatibilityPage = lazyPage('compatibility', () => import('./pages/compatibility').then((file) => ({ ...file, page: file.CompatibilityPage })));
const ContactPage = lazyPage('contact', () => import('./pages/contact').then((file) => ({ ...file, page: file.ContactPage })));
const FaqPage = lazyPage('faq', () => import('./pages/faq').then((file) => ({ ...file, page: file.FaqPage })));
const FreeQuestionPage = lazyPage('free-question', () => import('./pages/free-question').then((file) => ({ ...file, page: file.FreeQuestionPage })));
const HomePage = lazyPage('home', () => import('./pages/home').then((file) => ({ ...file, page: file.HomePage })));
const HoroscopesPage = lazyPage('horoscopes', () => import('./pages/horoscopes').then((file) => ({ ...file, page: file.HoroscopesPage })));
const LegalNoticePage = lazyPage('legal-notice', () => import('./pages/legal-notice').then((file) => ({ ...file, page: file.LegalNoticePage })));
const NotFoundPage = lazyPage('not-found', () => import('./pages/not-found').then((file) => ({ ...file, page: file.NotFoundPage })));
const PrivacyPage = lazyPage('privacy', () => import('./pages/privacy').then((file) => ({ ...file, page: file.PrivacyPage })));
const ReviewCheckPage = lazyPage('review-check', () => import('./pages/review-check').then((file) => ({ ...file, page: file.ReviewCheckPage })));
const ProfilePage = lazyPage('profile', () => import('./pages/profile').then((file) => ({ ...file, page: file.ProfilePage })));
const SelfExclusionPage = lazyPage('self-exclusion', () => import('./pages/self-exclusion').then((file) => ({ ...file, page: file.SelfExclusionPage })));
const SignPage = lazyPage('sign', () => import('./pages/sign').then((file) => ({ ...file, page: file.SignPage })));
const SpecialtyPage = lazyPage('specialty', () => import('./pages/specialty').then((file) => ({ ...file, page: file.SpecialtyPage })));
const TermsPage = lazyPage('terms', () => import('./pages/terms').then((file) => ({ ...file, page: file.TermsPage })));
const TestimonialsPage = lazyPage('testimonials', () => import('./pages/testimonials').then((file) => ({ ...file, page: file.TestimonialsPage })));
const ThemeIndexPage = lazyPage('theme-index', () => import('./pages/theme-index').then((file) => ({ ...file, page: file.ThemeIndexPage })));
const ThemeAstralPage = lazyPage('theme-astral', () => import('./pages/theme-astral').then((file) => ({ ...file, page: file.ThemeAstralPage })));
const ThemePage = lazyPage('theme', () => import('./pages/theme').then((file) => ({ ...file, page: file.ThemePage })));

/** Each route's page; the record's type makes a route without a page (or the reverse) a type error. */
const PAGES: Record<Exclude<PagePattern, '/par-thematique' | '/par-specialite'>, LazyPage> = {
  '/': HomePage,
  '/tous-nos-voyants': AllAdvisorsPage,
  '/horoscopes': HoroscopesPage,
  '/horoscopes/:signName/:period?': SignPage,
  '/theme-astral': ThemeAstralPage,
  '/par-thematique/:theme': ThemePage,
  '/par-specialite/:specialty': SpecialtyPage,
  '/temoignages': TestimonialsPage,
  '/agence': AgencyPage,
  '/faq': FaqPage,
  '/contact': ContactPage,
  '/ma-question-gratuite': FreeQuestionPage,
  '/compatibilite': CompatibilityPage,
  '/mentions-legales': LegalNoticePage,
  '/conditions-generales': TermsPage,
  '/politique-de-confidentialite': PrivacyPage,
  '/auto-exclusion': SelfExclusionPage,
  '/comment-nous-verifions-les-avis': ReviewCheckPage,
  '/consultant-profile/:slug?': ProfilePage,
  '/404': NotFoundPage,
};

export const ROUTES = Object.entries(PAGES) as [path: string, page: LazyPage][];

/** The page a path shows: its route's, else the by-theme index (the catch-all). */
function pageFor(path: string): LazyPage {
  return ROUTES.find(([pattern]) => matchRoute(parse, pattern, path)[0])?.[1] ?? ThemeIndexPage;
}

/**
 * Moves to `to` once its page's file is loaded: the page the visitor sees
 * stays until the next one can be drawn whole, never an empty page between.
 * A file that cannot load (offline, a new release) leaves the move to the
 * browser, whose request the server answers with the whole page.
 */
export function navigateWhenReady(to: string, options?: Parameters<typeof navigate>[1]): void {
  pageFor(new URL(to, location.href).pathname)
    .preload()
    .then(
      () => navigate(to, options),
      () => (options?.replace ? location.replace(to) : location.assign(to)),
    );
}

/** The browser's location for wouter, whose links and redirects navigate when their page is ready. */
export const useReadyLocation: BaseLocationHook = (options?: { ssrPath?: string }) => [useBrowserLocation(options)[0], navigateWhenReady];

/** What the visitor does just before following a link: the page's file is asked for then, ahead of the click. */
const INTENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** Loads the page of a link of ours the visitor is about to follow, in the page or in a widget's shadow root. */
function PreloadOnIntent() {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = event.composedPath().find((target): target is HTMLAnchorElement => target instanceof HTMLAnchorElement);
      // A failure here is met again, and answered, when the link is followed.
      if (link && link.origin === location.origin) pageFor(link.pathname).preload().catch(() => {});
    };
    for (const type of INTENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
    return () => {
      for (const type of INTENTS) document.removeEventListener(type, onIntent, { capture: true });
    };
  }, []);
  return null;
}

export function App() {
  const [path] = useLocation();
  return (
    <>
      <a className={styles.skipLink} href="#contenu">
        Aller au contenu
      </a>
      <ScrollToTop />
      <PreloadOnIntent />
      <Header />
      <WayBack />
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

/** Which paths are the site's pages (a 200 with the page) and which are not (the by-theme index as a 404), and what a log line names them. */
import { isPage, pageRouteOf } from '../../server/page-routes';

describe('the site’s pages', () => {
  it.each([
    ['/', '/'],
    ['/x', 'other'],
    ['/tous-nos-voyants', '/tous-nos-voyants'],
    ['/tous-nos-voyantsx', 'other'],
    ['/consultant-profile', '/consultant-profile/:slug?'],
    ['/consultant-profile/helene', '/consultant-profile/:slug?'],
    ['/consultant-profile/a/b', 'other'],
    ['/horoscopes', '/horoscopes'],
    ['/horoscopes/lion', '/horoscopes/:signName/:period?'],
    ['/par-thematique/amour', '/par-thematique/:theme'],
    ['/par-thematique/amour/x', 'other'],
    // Letters as the site writes them: another case is another address.
    ['/Horoscopes', 'other'],
    ['/TOUS-NOS-VOYANTS', 'other'],
  ])('%s is %s', (path, route) => {
    expect(pageRouteOf(path)).toBe(route);
    expect(isPage(path)).toBe(route !== 'other');
  });

  it.each([
    ['/horoscopes/lion/demain', true],
    ['/horoscopes/lion/annee', true],
    ['/horoscopes/lion/hier', false],
    ['/horoscopes/lion/DEMAIN', false],
    ['/horoscopes/lion/demain/x', false],
    ['/horoscopes/lion/demainx', false],
  ])('a horoscope’s period is one of the periods: %s is a page: %s', (path, page) => {
    expect(isPage(path)).toBe(page);
  });
});

/**
 * « Venu de » in the console (issue 42 point 4): the page a visitor started
 * the chat from, as a person reads it, never the raw address: every route of
 * the site by its name, a partner's page by its host name.
 */
import { PAGE_LABEL_TEXTS as T } from '../../console/texts';
import { pageLabel } from '../../console/pages/chat-page-label';

const OURS = 'https://voyance.example';
const LUCIEN = { id: 7, first_name: 'Lucien', slug: 'lucien', photo: null };
const HELENE = { id: 3, first_name: 'Hélène', slug: 'helene', photo: null };
const label = (page: string | null, advisor = LUCIEN) => pageLabel(page, advisor, OURS);

describe('pageLabel', () => {
  it('names a page of ours by its route', () => {
    expect(label(`${OURS}/`)).toBe(T.ours(T.home));
    expect(label(`${OURS}/horoscopes/belier`)).toBe(T.ours('Horoscope Bélier'));
    expect(label(`${OURS}/horoscopes/gemeaux/semaine?x=1#haut`)).toBe(T.ours('Horoscope Gémeaux'));
    expect(label(`${OURS}/consultant-profile/helene#tchat`, HELENE)).toBe('Profil d’Hélène (notre site)');
    expect(label(`${OURS}/consultant-profile/helene`)).toBe(T.ours(T.anotherProfile));
    expect(label(`${OURS}/par-thematique/tarologie`)).toBe(T.ours('Thématique Tarologie'));
    expect(label(`${OURS}/par-specialite/carriere`)).toBe(T.ours('Thématique Carrière'));
    expect(label(`${OURS}/tous-nos-voyants/`)).toBe(T.ours(T.allAdvisors));
    expect(label(`${OURS}/une/page/inconnue`)).toBe(T.ours(T.otherPage));
    expect(label(`${OURS}/horoscopes/licorne`)).toBe(T.ours(T.horoscopes));
    // What a visitor's address holds is data: an escape that decodes to nothing is no error.
    expect(label(`${OURS}/horoscopes/%E0`)).toBe(T.ours(T.horoscopes));
    expect(label(`${OURS}/consultant-profile/%E0%A4%A`)).toBe(T.ours(T.anotherProfile));
  });

  it('names another site by its host, without its address', () => {
    expect(label('https://www.blog-partenaire.example/tarot/tirage-du-jour?utm=1')).toBe('blog-partenaire.example');
    expect(label('http://voyance.example:8080/')).toBe('voyance.example');
  });

  it('says « page inconnue » for nothing or for what is not an address', () => {
    expect(label(null)).toBe('page inconnue');
    expect(label('/voyant/exemple')).toBe('page inconnue');
  });
});

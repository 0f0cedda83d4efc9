/** Route patterns of both syntaxes (Fastify's for the server, wouter's for the site's pages) as the paths they match. */
import { pathPatternToRegExp } from '../../server/path-pattern';

describe('pathPatternToRegExp', () => {
  it.each([
    ['/', '/', true],
    ['/', '/x', false],
    ['/consultant-profile/:slug?', '/consultant-profile', true],
    ['/consultant-profile/:slug?', '/consultant-profile/helene', true],
    ['/consultant-profile/:slug?', '/consultant-profile/a/b', false],
    ['/horoscopes/:signName', '/horoscopes/lion', true],
    ['/horoscopes/:signName', '/horoscopes', false],
    ['/images/*', '/images/', true],
    ['/images/*', '/images/voyants/a.svg', true],
    ['/images/*', '/imagesx', false],
    ['/api/users/:id', '/api/users/3', true],
    ['/api/users/:id', '/api/users/3/x', false],
    ['/api/users/:id(^\\d+$)', '/api/users/3', true],
    ['/robots.txt', '/robotsXtxt', false],
  ])('%s against %s: %s', (pattern, path, matches) => {
    expect(pathPatternToRegExp(pattern).test(path)).toBe(matches);
  });

  it.each([
    ['/horoscopes/lion', true],
    ['/horoscopes/lion/demain', true],
    ['/horoscopes/lion/annee', true],
    ['/horoscopes/lion/hier', false],
    ['/horoscopes/lion/demain/x', false],
    ['/horoscopes/lion/demainx', false],
  ])('a parameter with known values (the period of %s): %s', (path, matches) => {
    expect(pathPatternToRegExp('/horoscopes/:signName/:period?', { period: ['demain', 'annee'] }).test(path)).toBe(matches);
  });
});

import { readFileSync } from 'node:fs';
import { allFiles, BUNDLE_BUDGETS, CEILINGS, filesForTag, measureAll, measureTag } from '../../bench/bundle-sizes';

describe('the embed code stays within its gzip budgets', () => {
  it('every element, React flavour: within the 125 KB budget', () => {
    const size = measureAll('react');
    expect(size.gzip, `${size.gzip} bytes gzip`).toBeLessThanOrEqual(BUNDLE_BUDGETS.react);
    // Far below the floor would mean the build lost the widgets.
    expect(size.gzip).toBeGreaterThan(60 * 1024);
  });

  // The Preact targets (50 KB and 38 KB) are not met yet: `npm run bench` reports them as missed,
  // and these ceilings keep the code from growing while they are out of reach (see CEILINGS).
  it('every element, Preact flavour: no larger than its ceiling', () => {
    const size = measureAll('preact');
    expect(size.gzip, `${size.gzip} bytes gzip`).toBeLessThanOrEqual(CEILINGS.preactAll);
    expect(size.gzip).toBeGreaterThan(20 * 1024);
  });

  it('a page with one voy-horoscope, Preact flavour: no larger than its ceiling', () => {
    const size = measureTag('preact', 'voy-horoscope');
    expect(size.gzip, `${size.gzip} bytes gzip`).toBeLessThanOrEqual(CEILINGS.preactHoroscope);
  });

  it('a page with one widget does not download the others', () => {
    const files = filesForTag('preact', 'voy-horoscope').map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(files).not.toContain('Une erreur est survenue lors du chargement des tarologues.');
    expect(files).not.toContain('Le message doit contenir au moins 10 caractères');
  });

  it('the Preact flavour carries no React', () => {
    const code = allFiles('preact').map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(code).not.toMatch(/__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE|react\.production/);
  });
});

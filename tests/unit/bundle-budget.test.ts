import { readFileSync } from 'node:fs';
import { allFiles, BUNDLE_BUDGETS, filesForTag, FLAVOURS, measureAll, measureTag, ONE_WIDGET_BUDGET } from '../../bench/bundle-sizes';

describe('the embed code stays within its gzip budgets', () => {
  it.each(FLAVOURS)('every element, %s flavour', (flavour) => {
    const size = measureAll(flavour);
    expect(size.gzip, `${flavour}: ${size.gzip} bytes gzip`).toBeLessThanOrEqual(BUNDLE_BUDGETS[flavour]);
    // Far below the floor would mean the build lost the widgets.
    expect(size.gzip).toBeGreaterThan(20 * 1024);
  });

  it('a page with one voy-horoscope, Preact flavour', () => {
    const size = measureTag('preact', 'voy-horoscope');
    expect(size.gzip, `${size.gzip} bytes gzip`).toBeLessThanOrEqual(ONE_WIDGET_BUDGET);
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

import { readFileSync } from 'node:fs';
import { BUNDLE_BUDGETS, embedBundlePath, FLAVOURS, measureBundle } from '../../bench/bundle-sizes';

describe('embed bundles stay within their gzip budgets', () => {
  it.each(FLAVOURS)('%s flavour', (flavour) => {
    const size = measureBundle(flavour);
    expect(size.gzip, `${flavour} bundle is ${size.gzip} bytes gzip`).toBeLessThanOrEqual(BUNDLE_BUDGETS[flavour]);
    // A bundle far below its floor would mean the build lost the widgets.
    expect(size.gzip).toBeGreaterThan(10 * 1024);
  });

  it('the Preact flavour carries no React', () => {
    expect(readFileSync(embedBundlePath('preact'), 'utf8')).not.toMatch(/__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE|react\.production/);
  });
});

/**
 * French typography in the texts the widgets and the site keep apart from
 * their markup (issue 13, point 22): every state's message, also those no
 * page shows until something fails or a visitor acts.
 */
import { typographyFaults } from '../helpers/typography';

const modules = {
  ...import.meta.glob('../../widgets/core/texts/*.ts', { eager: true }),
  ...import.meta.glob('../../site/content/*.ts', { eager: true }),
};

/** Every string a texts module holds, with functions called on sample values. */
function stringsOf(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') return stringsOf((value as (...args: unknown[]) => unknown)('Lucie', 3, 'Lion'), `${path}()`);
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${path}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringsOf(item, `${path}.${key}`));
  return [];
}

describe('French typography in the texts modules', () => {
  it('finds the modules', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(8);
  });

  it.each(Object.entries(modules))('%s', (file, exports) => {
    const faults = stringsOf(exports, file.replace(/^.*\//, ''))
      .filter(([path]) => !/LOG_TEXTS|\.(?:href|path|avatar|slug|image|id)\b/i.test(path))
      .flatMap(([path, text]) => typographyFaults(text).map((fault) => `${path}: ${fault}`));
    expect(faults).toEqual([]);
  });
});

/**
 * French typography in the texts the widgets and the site keep apart from
 * their markup (issue 13, point 22): every state's message, also those no
 * page shows until something fails or a visitor acts.
 */
import { COMMON_ATTRIBUTES } from '../../widgets/core/element-descriptor';
import { elementEntries } from '../../scripts/custom-elements-manifest';
import { typographyFaults } from '../helpers/typography';

const modules = {
  ...import.meta.glob('../../widgets/core/texts/*.ts', { eager: true }),
  // A feature's own texts live in its folder.
  ...import.meta.glob('../../widgets/*/texts.ts', { eager: true }),
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
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(11);
  });

  it.each(Object.entries(modules))('%s', (file, exports) => {
    const faults = stringsOf(exports, file.replace(/^.*\//, ''))
      .filter(([path]) => !/LOG_TEXTS|\.(?:href|path|avatar|slug|image|id)\b/i.test(path))
      .flatMap(([path, text]) => typographyFaults(text).map((fault) => `${path}: ${fault}`));
    expect(faults).toEqual([]);
  });
});

describe('French typography in what the element descriptors tell partners', () => {
  // The summaries, the attributes' and the events' descriptions are French (the demo shows them); the rest is for developers, in English.
  const french = [
    ...Object.entries(COMMON_ATTRIBUTES).map(([name, docs]) => [`common ${name}`, docs.description] as const),
    ...elementEntries().flatMap(({ element, docs }) => [
      [`${element.tag} summary`, docs.summary] as const,
      ...Object.entries(docs.attributes).map(([name, attribute]) => [`${element.tag} ${name}`, attribute.description] as const),
      ...Object.entries(docs.events).map(([name, text]) => [`${element.tag} ${name}`, text!] as const),
    ]),
  ];

  it.each(french)('%s', (_, text) => {
    expect(typographyFaults(text)).toEqual([]);
  });
});

/**
 * Every package `npm install` puts in node_modules runs on the Node version
 * package.json promises (its `engines.node` minimum): otherwise a newcomer on
 * that version meets an EBADENGINE warning (cookie@2 through light-my-request
 * asked for Node 22; package.json's `overrides` pins cookie@1, which has the
 * same functions). Optional packages built for one platform are left out: npm
 * skips them where they do not fit.
 */
import { readFileSync } from 'node:fs';

interface LockedPackage {
  version?: string;
  optional?: boolean;
  engines?: { node?: string } | string[];
}

const root = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockedPackage> };

type Version = [number, number, number];
const parse = (text: string): Version => {
  const [major = 0, minor = 0, patch = 0] = text.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : 0));
  return [major, minor, patch];
};
const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** The semver range forms package.json files use for engines: >=, >, <, <=, ^, ~, bare and x versions, joined by spaces and ||. */
function satisfies(version: Version, range: string): boolean {
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      // '>= 8' is one comparator.
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean)
      .every((comparator) => {
        const [, operator = '', rest = ''] = /^(>=|<=|>|<|\^|~|=)?\s*v?(.*)$/.exec(comparator) ?? [];
        const parts = rest.split('.').filter((part) => /^\d+$/.test(part)).length;
        const bound = parse(rest);
        const order = compare(version, bound);
        switch (operator) {
          case '>=':
            return order >= 0;
          case '>':
            return order > 0;
          case '<=':
            return order <= 0;
          case '<':
            return order < 0;
          case '~':
            return order >= 0 && (parts < 2 ? version[0] === bound[0] : version[0] === bound[0] && version[1] === bound[1]);
          case '^':
            return order >= 0 && version[0] === bound[0];
          default:
            // A bare or x version (20, 20.x, 20.19.0): everything it leaves open.
            return bound.slice(0, parts).every((value, index) => version[index] === value);
        }
      }),
  );
}

describe('dependencies and the Node version we promise', () => {
  const minimum = parse(root.engines.node.replace(/^>=\s*/, ''));

  it('reads our own engines as a minimum version', () => {
    expect(root.engines.node).toMatch(/^>=\d+\.\d+/);
    expect(satisfies([20, 19, 0], '^18.18.0 || ^20.9.0 || >=21.1.0')).toBe(true);
    expect(satisfies([20, 19, 0], '>=22')).toBe(false);
    expect(satisfies([20, 19, 0], '20 || >=22')).toBe(true);
    expect(satisfies([20, 19, 0], '>= 8')).toBe(true);
    expect(satisfies([20, 19, 0], '^22.20 || ^24.12 || >=25')).toBe(false);
  });

  it(`every installed package accepts Node ${minimum.join('.')}`, () => {
    const refusing = Object.entries(lock.packages)
      .filter(([path, pkg]) => path !== '' && !pkg.optional && !Array.isArray(pkg.engines) && pkg.engines?.node)
      .filter(([, pkg]) => !satisfies(minimum, (pkg.engines as { node: string }).node))
      .map(([path, pkg]) => `${path.replace(/^.*node_modules\//, '')}@${pkg.version} requires node ${(pkg.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });
});

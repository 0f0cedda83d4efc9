/**
 * The horoscope provider's credentials live only in the server's environment:
 * nothing a browser downloads (the embed bundles, the widget library, the site,
 * the demo) may name them, and nothing the build writes may hold their values.
 * npm test builds with made-up values set (scripts/secret-sentinels.ts), so a
 * bundler that copied one in would be caught. Runs on the build; skipped,
 * saying so, when dist/ is missing.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PROJECT_ROOT } from '../../server/paths';
import { SECRET_SENTINELS, SENTINEL_MARKER } from '../../scripts/secret-sentinels';

const BROWSER_DIRS = ['dist/embed', 'dist/lib', 'dist/site', 'dist/demo'];
const SECRET_VARIABLES = ['HOROSCOPE_API_KEY', 'HOROSCOPE_API_TOKEN'] as const;
/** The variables' names, however a bundler might have kept them (process.env.X, env["X"], import.meta.env.X). */
const NAME_PATTERN = /HOROSCOPE_API_(?:KEY|TOKEN)/;
/** Shorter values would match by chance in minified code; they are reported, not searched. */
const MIN_VALUE_LENGTH = 8;

const present = BROWSER_DIRS.filter((dir) => existsSync(join(PROJECT_ROOT, dir)));
if (present.length === 0) console.warn(`[voyance] secrets-in-bundles test skipped: ${BROWSER_DIRS.join(', ')} missing (run npm run build)`);
const builtWithSentinels = existsSync(join(PROJECT_ROOT, SENTINEL_MARKER));
if (present.length > 0 && !builtWithSentinels) console.warn('[voyance] dist/ was built without the secret sentinels: npm test builds with them');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe.skipIf(present.length === 0)('no provider secret in what browsers download', () => {
  const files = present.flatMap((dir) => filesUnder(join(PROJECT_ROOT, dir)));

  it('finds the built files', () => {
    for (const dir of present) expect(files.some((file) => file.startsWith(join(PROJECT_ROOT, dir))), dir).toBe(true);
  });

  it('names neither HOROSCOPE_API_KEY nor HOROSCOPE_API_TOKEN in any file (code, source maps, HTML, JSON, types)', () => {
    const naming = files.filter((file) => NAME_PATTERN.test(readFileSync(file, 'latin1')));
    expect(naming.map((file) => relative(PROJECT_ROOT, file))).toEqual([]);
  });

  it.skipIf(!builtWithSentinels)('holds neither made-up value the build had in its environment, in any file it wrote (the server included)', () => {
    const everything = filesUnder(join(PROJECT_ROOT, 'dist'));
    for (const [name, value] of Object.entries(SECRET_SENTINELS)) {
      const holding = everything.filter((file) => readFileSync(file).includes(value));
      expect(holding.map((file) => relative(PROJECT_ROOT, file)), `the value of ${name}`).toEqual([]);
    }
  });

  it('holds neither value set in this environment', () => {
    const values = SECRET_VARIABLES.map((name) => [name, process.env[name] ?? ''] as const).filter(([, value]) => value !== '');
    if (values.length === 0) {
      console.info('[voyance] HOROSCOPE_API_KEY and HOROSCOPE_API_TOKEN are not set here: only their names are searched');
      return;
    }
    for (const [name, value] of values) {
      if (value.length < MIN_VALUE_LENGTH) {
        console.warn(`[voyance] ${name} is shorter than ${MIN_VALUE_LENGTH} characters: its value is not searched`);
        continue;
      }
      const holding = files.filter((file) => readFileSync(file).includes(value));
      expect(holding.map((file) => relative(PROJECT_ROOT, file)), `the value of ${name}`).toEqual([]);
    }
  });
});

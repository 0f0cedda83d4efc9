/**
 * `npm run build`: the list of birth places, the server, the widget library and embed bundles (tsup),
 * the custom elements manifest, then the site, the demo and the console (Vite).
 * `-- --with-secret-sentinels` builds with made-up provider credentials in the
 * environment (scripts/secret-sentinels.ts): npm test does, then looks for them.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../server/paths';
import { writePlaceList } from './build-places';
import { buildManifestFile } from './custom-elements-manifest';
import { precompress } from './precompress';
import { SECRET_SENTINELS, SENTINEL_MARKER } from './secret-sentinels';

const withSentinels = process.argv.includes('--with-secret-sentinels');
if (withSentinels) Object.assign(process.env, SECRET_SENTINELS);
rmSync(join(PROJECT_ROOT, SENTINEL_MARKER), { force: true });

const run = (command: string, args: string[], env: Record<string, string> = {}) =>
  execFileSync(command, args, { cwd: PROJECT_ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
const bin = (name: string) => join(PROJECT_ROOT, 'node_modules/.bin', name);

rmSync(join(PROJECT_ROOT, 'dist/embed'), { recursive: true, force: true });
// Into dist/embed/ (emptied just above), where partner pages may fetch it too.
writePlaceList();
run(bin('tsup'), ['--silent']);
// The loaders last: they carry the sizes of the files just built (tsup.config.ts).
run(bin('tsup'), ['--silent'], { VOY_BUILD_STAGE: 'loaders' });
const manifest = buildManifestFile(join(PROJECT_ROOT, 'dist/lib/custom-elements.json'));
copyFileSync(manifest, join(PROJECT_ROOT, 'dist/embed/custom-elements.json'));
run(process.execPath, ['--import', 'tsx', join(PROJECT_ROOT, 'scripts/build-pages.ts')]);
await precompress(['dist/site', 'dist/embed', 'dist/demo', 'dist/console'].map((dir) => join(PROJECT_ROOT, dir)));
if (withSentinels) writeFileSync(join(PROJECT_ROOT, SENTINEL_MARKER), `${Object.keys(SECRET_SENTINELS).join('\n')}\n`);

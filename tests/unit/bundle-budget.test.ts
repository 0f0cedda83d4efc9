import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BUNDLE_BUDGETS, CHAT_OWN_BUDGET, filesForAll, filesForOne, NEW_ELEMENT_OWN_BUDGET, NEW_ELEMENTS, ONE_WIDGET_BUDGET, ownFiles, sizeOf } from '../../bench/bundle-sizes';
import { FLAVOURS } from '../../scripts/embed-entries';
import { filesForTag, loaderPath, perTagFiles, wholePath } from '../../scripts/embed-files';

describe('the embed code stays within its gzip budgets', () => {
  it.each(['preact', 'react'] as const)('a page with every element, %s flavour: within its budget, in one file after the loader', (flavour) => {
    const files = filesForAll(flavour);
    expect(files.slice(1)).toEqual([wholePath(flavour)]);
    const size = sizeOf(files);
    expect(size.gzip, `${size.gzip} bytes gzip`).toBeLessThanOrEqual(BUNDLE_BUDGETS[flavour]);
    // Far below the floor would mean the build lost the widgets.
    expect(size.gzip).toBeGreaterThan(flavour === 'react' ? 60 * 1024 : 20 * 1024);
  });

  it('a page with one voy-horoscope, Preact flavour: within its budget, without the file of every element', () => {
    const files = filesForOne('preact', 'voy-horoscope');
    expect(files).not.toContain(wholePath('preact'));
    const size = sizeOf(files);
    expect(size.gzip, `${size.gzip} bytes gzip`).toBeLessThanOrEqual(ONE_WIDGET_BUDGET);
  });

  it.each(['preact', 'react'] as const)('voy-chat, %s flavour: its own code within its budget above the shared chunks', (flavour) => {
    const files = ownFiles(flavour, 'voy-chat');
    expect(files.length).toBeGreaterThan(0);
    const size = sizeOf(files);
    expect(size.gzip, `${size.gzip} bytes gzip: ${files.join(', ')}`).toBeLessThanOrEqual(CHAT_OWN_BUDGET);
  });

  // Issue 41: each new widget's own code within 12 KB above what the others share.
  it.each(FLAVOURS.flatMap((flavour) => NEW_ELEMENTS.map((tag) => [tag, flavour] as const)))('%s, %s flavour: its own code within its budget above the shared chunks', (tag, flavour) => {
    const files = ownFiles(flavour, tag);
    expect(files.length).toBeGreaterThan(0);
    const size = sizeOf(files);
    expect(size.gzip, `${size.gzip} bytes gzip: ${files.join(', ')}`).toBeLessThanOrEqual(NEW_ELEMENT_OWN_BUDGET);
  });

  it('a page with one widget does not download the others', () => {
    const files = filesForTag('preact', 'voy-horoscope').map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(files).toContain('Signe non trouvé');
    expect(files).not.toContain('Une erreur est survenue lors du chargement des tarologues.');
    expect(files).not.toContain('Le message doit contenir au moins 10 caractères');
    expect(files).not.toContain('Prochaine nouvelle lune');
  });

  // An empty chunk (a module of re-exports only) may stay: dropping it saved under 0.1 KB (docs/build.md).
  it.each(FLAVOURS)('%s flavour: no element imports a missing file', (flavour) => {
    for (const file of perTagFiles(flavour)) {
      const code = readFileSync(file, 'utf8');
      for (const [, path] of code.matchAll(/(?:from|import)\s*"(\.\/[^"]+)"/g)) expect(existsSync(join(dirname(file), path!)), `${file} imports ${path}`).toBe(true);
    }
  });

  // tsup ends each file with a link to its map: about 35 bytes gzip in every file a page loads (docs/build.md).
  it.each(FLAVOURS)('%s flavour: no file links its source map', (flavour) => {
    for (const file of [loaderPath(flavour), ...perTagFiles(flavour), wholePath(flavour)]) expect(readFileSync(file, 'utf8'), file).not.toMatch(/sourceMappingURL/);
  });

  it('the Preact flavour carries no React', () => {
    const code = [...perTagFiles('preact'), wholePath('preact')].map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(code).not.toMatch(/__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE|react\.production/);
  });
});

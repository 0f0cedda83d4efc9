/**
 * How our sources become modules, said once for the three configurations
 * that compile them: vite.config.ts (vitest's projects), tsup.config.ts (the
 * server, the widget library, the embed) and scripts/build-pages.ts (the
 * site, its server renderer, the demo, the console). Each imports this
 * module; none imports another, so a test and a bundle compile a widget's
 * CSS, the legal texts and the Preact flavour the same way.
 */
import { cssModulesEsbuild, cssModulesVite } from './css-modules';
import { legalMarkdownVite } from './legal-markdown';

/** The aliases that turn React imports into preact/compat: the Preact flavour. */
export const PREACT_ALIASES = {
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  react: 'preact/compat',
};

/** PREACT_ALIASES (and `extra`) as Vite's exact-match aliases. */
export const preactAliasList = (extra: Record<string, string> = {}) =>
  Object.entries({ ...extra, ...PREACT_ALIASES }).map(([find, replacement]) => ({ find: new RegExp(`^${find}$`), replacement }));

/**
 * For Vite (vitest and every page build): the widgets' CSS modules for shadow
 * roots and the legal texts' Markdown.
 */
export const VITE_SOURCE_TRANSFORMS = {
  plugins: [cssModulesVite(), legalMarkdownVite()],
};

/** For esbuild (tsup: the widget library and the embed): the widgets' CSS modules, compiled as Vite compiles them. */
export const ESBUILD_SOURCE_TRANSFORMS = [cssModulesEsbuild()];

// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** A string literal that is one of the spec's status codes ('1', '2', '0'). */
const SPEC_CODE = `[raw=/^['"][012]['"]$/]`;
const SPEC_STATUS_MESSAGE =
  "An availability is its name ('available', 'busy', 'offline'); the spec's status codes are the public API's only: availabilityOf() reads one, specStatusOf() writes one (contract/domain/availability.ts).";
/** An advisor's `status` compared to, set to, or queried by a spec code, anywhere but the converter. */
const SPEC_STATUS_CODES = [
  `BinaryExpression[operator=/^[!=]==?$/]:has(> MemberExpression[property.name='status']):has(> Literal${SPEC_CODE})`,
  `BinaryExpression[operator=/^[!=]==?$/]:has(> ChainExpression[expression.property.name='status']):has(> Literal${SPEC_CODE})`,
  `Property[key.name='status'] > Literal${SPEC_CODE}`,
  `CallExpression:has(> MemberExpression[property.name='status']):has(> Literal${SPEC_CODE})`,
].map((selector) => ({ selector, message: SPEC_STATUS_MESSAGE }));

/** Every folder of widgets/ but core is a feature. */
const features = existsSync('widgets')
  ? readdirSync('widgets', { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'core')
      .map((entry) => entry.name)
  : [];

/**
 * The architecture as import rules (DESIGN.md, STYLE.md):
 * - the contract (contract/: schemas, rules and shared words) imports nothing of ours;
 * - a feature imports only itself, widgets/core and the contract;
 * - widgets/core imports no feature;
 * - site/ and demo/ use only the widgets' public entry points, console/ only widgets/console-kit.ts;
 * - the server shares the contract with everyone and imports no widget: it renders the site
 *   through site/server-render.tsx, which reaches the widgets by their public entry points.
 */
const boundaryZones = [
  {
    target: './contract',
    from: ['./widgets', './server', './site', './console', './demo', './scripts', './bench', './tests'],
    message: 'The contract imports nothing of ours: it is what the others share.',
  },
  { target: './widgets/core', from: './widgets', except: ['./core'], message: 'widgets/core never imports a feature.' },
  ...features.map((feature) => ({
    target: `./widgets/${feature}`,
    from: './widgets',
    except: [`./${feature}`, './core'],
    message: 'A feature imports only itself, widgets/core and the contract.',
  })),
  ...['./site', './demo'].map((target) => ({
    target,
    from: './widgets',
    // site-kit.ts: the form parts the site's own forms reuse (not in the library's API).
    // server-markup.tsx, server-data.ts: what the server's render of the site (site/server-render.tsx) needs.
    // chat-element.ts: the chat's code, which the site loads when a visitor opens the chat.
    except: ['./index.ts', './elements.ts', './embed.ts', './site-kit.ts', './server-markup.tsx', './server-data.ts', './chat-element.ts'],
    message: 'Pages compose the widgets through their public entry points only.',
  })),
  // console-kit.ts: the schemas, rules and card parts the console reuses (not in the library's API).
  { target: './console', from: './widgets', except: ['./console-kit.ts'], message: 'The console reaches the widgets through widgets/console-kit.ts only.' },
  { target: './server', from: './widgets', message: 'The server shares the contract (contract/); it renders widgets only through site/server-render.tsx.' },
  { target: ['./widgets', './site', './demo', './console'], from: './server', message: 'Browser code never imports the server.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.tmp/**', 'coverage/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { maxDepth: 4 }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // French typography puts no-break spaces in texts (before ? ! ; :, in "24 h/24"): allowed in texts, still refused in code.
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true, skipJSXText: true, skipRegExps: true, skipComments: true }],
    },
  },
  {
    // One place per rule (the contract): the spec's status codes are read and written in its converter only.
    ignores: ['contract/**', 'tests/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...SPEC_STATUS_CODES,
        {
          // A list of periods: an array holding three of them.
          selector: "ArrayExpression:has(> Literal[value='aujourdhui']):has(> Literal[value='demain']):has(> Literal[value='semaine'])",
          message: 'The horoscope periods are listed once: HOROSCOPE_PERIODS (contract/domain/horoscope-periods.ts).',
        },
        {
          // A list of picks: an array holding three of the theme picks.
          selector: "ArrayExpression:has(> Literal[value='tarologue']):has(> Literal[value='astrologue']):has(> Literal[value='numerologue'])",
          message: 'The picks are listed once: DAILY_PICKS and SINGLE_PICKS (contract/domain/picks.ts).',
        },
      ],
    },
  },
  {
    // The contract's other files (the block above leaves the contract out: it defines the lists that block refuses elsewhere).
    files: ['contract/**'],
    ignores: ['contract/domain/availability.ts'],
    rules: { 'no-restricted-syntax': ['error', ...SPEC_STATUS_CODES] },
  },
  {
    files: ['tests/**', 'bench/**', 'scripts/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Swiss Ephemeris is the AGPL reference our astrology is measured against: tests only, never shipped.
    ignores: ['tests/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'sweph', message: 'sweph (AGPL) is a development dependency for the accuracy test only.' }] }],
    },
  },
);

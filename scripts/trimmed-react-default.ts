/**
 * The Preact embed's `react` (widgets/preact-compat.ts) keeps only some
 * members of preact/compat's default export. A module that reads another one
 * through `import React from 'react'` would get undefined in that flavour
 * only, and quietly take another path there (jotai reads `React.use`). This
 * esbuild plugin fails the build instead, naming the module and the members.
 */
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import type { Plugin } from 'esbuild';
import { PROJECT_ROOT } from '../server/paths';

/** `import React from 'react'` or `import React, { … } from 'react'`: the default import's local name. */
const DEFAULT_IMPORT = /\bimport\s+([A-Za-z_$][\w$]*)\s*(?:,\s*\{[^}]*\}\s*)?from\s*["']react["']/g;

/** The members of `binding` a source reads (`React.use`, `React.createElement`). */
export function membersRead(source: string): Set<string> {
  const members = new Set<string>();
  for (const [, binding] of source.matchAll(DEFAULT_IMPORT)) {
    for (const [, member] of source.matchAll(new RegExp(`(?<![\\w$.])${binding!.replace(/\$/g, '\\$')}\\.([A-Za-z_$][\\w$]*)`, 'g'))) members.add(member!);
  }
  return members;
}

/**
 * @param full the members of preact/compat's own default export
 * @param kept the members widgets/preact-compat.ts keeps
 */
export function trimmedReactDefault(full: readonly string[], kept: readonly string[]): Plugin {
  const dropped = new Set(full.filter((member) => !kept.includes(member)));
  return {
    name: 'trimmed-react-default',
    setup(build) {
      build.onLoad({ filter: /\.(?:[cm]?js|jsx|tsx?)$/ }, async ({ path }) => {
        const source = await readFile(path, 'utf8');
        if (!source.includes('react')) return undefined;
        const missing = [...membersRead(source)].filter((member) => dropped.has(member));
        if (missing.length === 0) return undefined;
        const names = missing.map((member) => `React.${member}`).join(', ');
        return { errors: [{ text: `${relative(PROJECT_ROOT, path)} reads ${names} through the default import of react, which widgets/preact-compat.ts drops: add ${missing.join(', ')} to its default export` }] };
      });
    },
  };
}
